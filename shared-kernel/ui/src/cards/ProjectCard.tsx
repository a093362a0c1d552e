import { Link } from '@nahtlos/platform';
import type { ProjectView } from '@nahtlos/platform';
import { PatternPreview } from '../PatternPreview';
import { uiStrings } from '../strings';
import { useUploadStatus } from './uploadStatus';
import './ProjectCard.css';

export interface ProjectCardProps {
  project: Pick<ProjectView, 'id' | 'name' | 'uploaded' | 'previewUrl' | 'pattern'>;
  /** Small variant: 160 px wide (otherwise 60 % of the row). */
  small?: boolean;
}

/**
 * A saved project: its preview and its name; instead of the name an offline icon while the device
 * is offline, the user is logged in and the project has not been uploaded yet (SPEC "Cards"); online
 * such a project says 'Wird hochgeladen…' or 'Noch nicht hochgeladen' under its name. Opens /details/{id}.
 */
export function ProjectCard({ project, small = false }: ProjectCardProps) {
  const upload = useUploadStatus(!project.uploaded);
  const showOffline = upload?.kind === 'offline';
  const src = project.previewUrl ?? project.pattern?.previewPath ?? '';
  return (
    <Link
      className={`nt-project-card${small ? ' nt-project-card--small' : ''}`}
      to={`/details/${encodeURIComponent(project.id)}`}
      aria-label={upload ? `${project.name} – ${upload.label}` : project.name}
    >
      <span className="nt-project-card__image">{src ? <PatternPreview src={src} alt="" width={300} height={400} /> : null}</span>
      {showOffline ? (
        <span className="nt-project-card__offline" title={uiStrings.cards.projectOffline}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M6.5 19a4.5 4.5 0 0 1-.5-8.97A6 6 0 0 1 17.6 8.5 4.5 4.5 0 0 1 18 19H6.5Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </span>
      ) : (
        <span className="nt-project-card__name">{project.name}</span>
      )}
      {upload && !showOffline ? <span className="nt-project-card__upload">{upload.label}</span> : null}
    </Link>
  );
}
