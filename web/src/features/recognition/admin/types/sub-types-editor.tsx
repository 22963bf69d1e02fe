import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { FormError } from '@/components/form/form-error';
import { useToastMutation } from '@/components/toast/use-toast-mutation';

import {
  allRecognitionTypesQueryOptions,
  createSubTypeMutation,
  deleteSubTypeMutation,
  updateSubTypeMutation,
  type SubRecognitionType,
} from '../api/types';
import { AddNameForm } from '../components/add-name-form';
import { NamedItemRow } from '../components/named-item-row';

import { TYPE_LIMITS } from './type-form-schema';

export type SubTypesEditorProps = { typeId: number };

/** The sub types of an existing type; each change is saved at once. */
export function SubTypesEditor({ typeId }: SubTypesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const types = useQuery(allRecognitionTypesQueryOptions());
  const subTypes = types.data?.find((type) => type.id === typeId)?.sub_types ?? [];
  const update = useToastMutation(updateSubTypeMutation());
  const remove = useConfirmAction(
    deleteSubTypeMutation(),
    (subType: SubRecognitionType) => subType.id,
  );
  const busy = update.isPending || remove.pending;

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${id}-title`} sx={{ mt: 3 }}>
      <Divider />
      <Typography variant="subtitle1" component="h3" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {t('admin.subTypes.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('admin.subTypes.savedAtOnce')}
      </Typography>
      <FormError error={update.error} shownFields={['name', 'name_en']} />
      {subTypes.length > 0 ? (
        <List dense disablePadding aria-labelledby={`${id}-title`}>
          {subTypes.map((subType) => (
            <NamedItemRow
              key={subType.id}
              name={subType.name}
              nameEn={subType.name_en}
              nameLabel={t('admin.subTypes.name')}
              nameEnLabel={t('admin.subTypes.nameEn')}
              renameLabel={t('admin.subTypes.rename', { name: subType.name })}
              deleteLabel={t('admin.subTypes.delete', { name: subType.name })}
              maxLength={TYPE_LIMITS.subTypeNameMaxLength}
              busy={busy}
              active={{
                checked: subType.active,
                label: t('admin.subTypes.activeLabel', { name: subType.name }),
                onChange: (active) => update.mutate({ id: subType.id, changes: { active } }),
              }}
              onRename={(changes) => update.mutateAsync({ id: subType.id, changes })}
              onDelete={() => remove.ask(subType)}
            />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('admin.subTypes.none')}
        </Typography>
      )}
      <AddNameForm
        label={t('admin.subTypes.newName')}
        englishLabel={t('admin.subTypes.newNameEn')}
        addLabel={t('admin.subTypes.add')}
        maxLength={TYPE_LIMITS.subTypeNameMaxLength}
        mutation={createSubTypeMutation(typeId)}
      />
      <ConfirmActionDialog
        action={remove}
        title={t('admin.subTypes.deleteTitle')}
        body={(subType) => t('admin.subTypes.deleteBody', { name: subType.name })}
        confirmLabel={t('admin.common.delete')}
      />
    </Stack>
  );
}
