import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { QueryContent } from '@/components/feedback/query-content';
import { FormError } from '@/components/form/form-error';
import { Panel } from '@/components/layout/panel';
import { useToastMutation } from '@/components/toast/use-toast-mutation';

import {
  createSuperTypeMutation,
  deleteSuperTypeMutation,
  renameSuperTypeMutation,
  superRecognitionTypesQueryOptions,
  type SuperRecognitionType,
} from '../api/types';
import { AddNameForm } from '../components/add-name-form';
import { NamedItemRow } from '../components/named-item-row';

import { TYPE_LIMITS } from './type-form-schema';

/** Super types: named groups of recognition types. */
export function SuperTypesPanel() {
  const { t } = useTranslation();
  const superTypes = useQuery(superRecognitionTypesQueryOptions());
  const rename = useToastMutation(renameSuperTypeMutation());
  const remove = useConfirmAction(
    deleteSuperTypeMutation(),
    (superType: SuperRecognitionType) => superType.id,
  );

  return (
    <Panel title={t('admin.superTypes.title')} description={t('admin.superTypes.description')}>
      <QueryContent
        query={superTypes}
        loadingLabel={t('admin.common.loading')}
        isEmpty={(data) => data.length === 0}
        empty={<Typography color="text.secondary">{t('admin.superTypes.empty')}</Typography>}
      >
        {(data) => (
          <List disablePadding aria-label={t('admin.superTypes.title')}>
            {data.map((superType) => (
              <NamedItemRow
                key={superType.id}
                divider
                name={superType.name}
                nameEn={superType.name_en}
                nameLabel={t('admin.superTypes.name')}
                nameEnLabel={t('admin.superTypes.nameEn')}
                renameLabel={t('admin.superTypes.rename', { name: superType.name })}
                deleteLabel={t('admin.superTypes.delete', { name: superType.name })}
                maxLength={TYPE_LIMITS.nameMaxLength}
                onRename={(changes) => rename.mutateAsync({ id: superType.id, ...changes })}
                onDelete={() => remove.ask(superType)}
              />
            ))}
          </List>
        )}
      </QueryContent>
      <FormError error={rename.error} shownFields={['name', 'name_en']} />
      <AddNameForm
        label={t('admin.superTypes.newName')}
        englishLabel={t('admin.superTypes.newNameEn')}
        addLabel={t('admin.superTypes.add')}
        maxLength={TYPE_LIMITS.nameMaxLength}
        mutation={createSuperTypeMutation()}
      />
      <ConfirmActionDialog
        action={remove}
        title={t('admin.superTypes.deleteTitle')}
        body={(superType) => t('admin.superTypes.deleteBody', { name: superType.name })}
        confirmLabel={t('admin.common.delete')}
      />
    </Panel>
  );
}
