import { paths } from '@/config/paths';

import { surveysParams } from '../paths';

/** The address of the "Mi equipo" tab of `/surveys`, or of one survey's team results in it. */
export const teamAddress = (surveyId?: number) =>
  `${paths.surveys}?${surveysParams.state}=team${
    surveyId === undefined ? '' : `&${surveysParams.survey}=${surveyId}`
  }`;
