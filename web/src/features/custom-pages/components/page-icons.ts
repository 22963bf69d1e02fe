// The icons a page may show beside its entry in the main menu (the contract's PageIcon).
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type { ComponentType } from 'react';

import type { PageIconName } from '../api/pages';

/** The icons a page may show in the menu (the contract's PageIcon), in the picker's order. */
export const PAGE_ICONS: Readonly<Record<PageIconName, ComponentType>> = {
  article: ArticleOutlined,
  info: InfoOutlined,
  groups: GroupsOutlined,
  favorite: FavoriteBorder,
  school: SchoolOutlined,
  health: HealthAndSafetyOutlined,
  campaign: CampaignOutlined,
  help: HelpOutlineOutlined,
};
