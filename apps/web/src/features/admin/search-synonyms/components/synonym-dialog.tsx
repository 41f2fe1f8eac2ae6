import { saveSearchSynonymRequest, type SearchSynonym } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useSaveSearchSynonym } from '../api/search-synonyms.ts';

interface SynonymDialogProps {
  code: string;
  /** The group changed; null adds one. */
  synonym: SearchSynonym | null;
  onClose: () => void;
}

/**
 * Adds or changes a group of words the buyers' searches treat as one. One field, words separated
 * by commas: the contract reads it as the server will (at least two words, one word each).
 */
export function SynonymDialog({ code, synonym, onClose }: SynonymDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const toast = useToast();
  const save = useSaveSearchSynonym(code);
  const form = useSchemaForm(saveSearchSynonymRequest, () => ({
    words: synonym ? synonym.words.join(', ') : '',
  }));
  return (
    <FormDialog
      title={t(synonym ? 'searchSynonyms.editTitle' : 'searchSynonyms.newTitle')}
      intro={t('searchSynonyms.intro')}
      submitLabel={t('searchSynonyms.save')}
      pendingLabel={t('searchSynonyms.saving')}
      pending={save.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        save.mutate(
          { id: synonym?.id ?? null, body },
          {
            onSuccess: () => {
              toast.success(t(synonym ? 'searchSynonyms.saved' : 'searchSynonyms.added'));
              onClose();
            },
            onError: form.failed,
          },
        ),
      )}
      onClose={onClose}
    >
      <TextField
        label={t('searchSynonyms.words')}
        placeholder={t('searchSynonyms.wordsExample')}
        required
        value={form.values.words}
        onChange={(event) => form.edit('words', event.target.value)}
        error={form.errors.words}
      />
    </FormDialog>
  );
}
