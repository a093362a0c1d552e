import { useGate, useUnit } from 'effector-react';
import { returnToOf, useLocation, useNavigate } from '@nahtlos/platform';
import { PageHeader } from '@nahtlos/ui';
import { strings } from '../../strings';
import { $progress, SyncPageGate } from './model';

const text = strings.profile;

export function SyncPage() {
  useGate(SyncPageGate, { navigate: useNavigate(), returnTo: returnToOf(useLocation().search) });
  const progress = useUnit($progress);

  const known = progress !== null && progress.total > 0;
  const percent = known ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    // like the account screens: from 768 px a centred card (profile.css)
    <main className="nt-page sy-page">
      <div className="sy-card">
        <PageHeader title={text.syncTitle} hideBack />
        <div className="sy-body">
          <p>{text.syncText}</p>
          <div
            className={`sy-bar${known ? '' : ' sy-bar--indeterminate'}`}
            role="progressbar"
            aria-label={text.syncProgressLabel}
            aria-valuemin={0}
            aria-valuemax={known ? progress.total : undefined}
            aria-valuenow={known ? progress.done : undefined}
            aria-valuetext={known ? text.syncProgress(progress.done, progress.total) : undefined}
          >
            <div className="sy-bar__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="sy-count" aria-live="polite">
            {known ? text.syncProgress(progress.done, progress.total) : '\u00a0'}
          </p>
        </div>
      </div>
    </main>
  );
}
