import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AuditEntry } from '@portal/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { diffSnapshots } from '../lib/snapshot-diff.ts';
import { SnapshotDiffTable } from './snapshot-diff-table.tsx';

/** A known action's words ('order.status' reads "Changed the status"), else the action itself. */
function useActionLabel() {
  const { t } = useTranslation('admin-settings');
  const actions = t('audit.actions', { returnObjects: true }) as Record<string, string>;
  const entities = t('audit.entities', { returnObjects: true }) as Record<string, string>;
  return {
    action: (action: string) => actions[action.replace('.', '_')] ?? action,
    entity: (entity: string) => entities[entity] ?? entity,
  };
}

/** Who changed what and when; the before and after open below on request. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin-settings');
  const labels = useActionLabel();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const changed = diffSnapshots(entry.before, entry.after).filter(
    (row) => row.change !== 'same',
  ).length;
  const who = entry.actor
    ? entry.actor.name
      ? `${entry.actor.name} (${entry.actor.email})`
      : entry.actor.email
    : entry.api_key
      ? t('audit.apiKey', { name: entry.api_key.name })
      : t('audit.system');

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">
          {labels.action(entry.action)}
          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
            {labels.entity(entry.entity)}
            {entry.entity_id ? ` #${entry.entity_id}` : ''}
          </span>
        </p>
        <time dateTime={entry.created_at} className="text-sm text-slate-600 dark:text-slate-400">
          {formatDateTime(entry.created_at, i18n.language)}
        </time>
      </div>
      <p className="text-sm break-words">{t('audit.by', { who })}</p>
      <div>
        <Button
          variant="ghost"
          className="-ml-2 px-2 py-1"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t('audit.hideChanges') : t('audit.showChanges', { count: changed })}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <SnapshotDiffTable entry={entry} /> : null}
      </div>
    </li>
  );
}
