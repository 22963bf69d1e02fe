import Stack from '@mui/material/Stack';

import { ProgramsAdminPage } from '../admin/programs-admin-page';

/** `/programs-manage`: the console's programs section for owners who are not admins (the console
 *  is for admins): the programs they own, each with its editor, submissions, assignments and
 *  figures. The server answers only the programs the caller manages. */
export function ProgramsManagePage() {
  return (
    <Stack sx={{ maxWidth: 1280, mx: 'auto', minWidth: 0, width: '100%' }}>
      <ProgramsAdminPage />
    </Stack>
  );
}
