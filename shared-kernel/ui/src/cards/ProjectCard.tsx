import { Link } from '@nahtlos/platform';
import type { ProjectView } from '@nahtlos/platform';
import { OfflineIcon } from '../icons';
import { PatternPreview } from '../PatternPreview';
import { uiStrings } from '../strings';
import { useUploadStatus } from './uploadStatus';
import './ProjectCard.css';

export interface ProjectCardProps {
  project: Pick<ProjectView, 'id' | 'name' | 'uploaded' | 'previewUrl' | 'pattern'>;
  /** Small variant: 160 px wide (otherwise 60 % of the row on phones, 240 px from 768 px). */
  small?: boolean;
  /** Fill the grid cell instead of the slider width. */
  fluid?: boolean;
}

/**
 * A saved project: its preview and its name; instead of the name an offline icon while the device
 * is offline, the user is logged in and the project has not been uploaded yet (SPEC "Cards"); online
 * such a project says 'Wird hochgeladen…' or 'Noch nicht hochgeladen' under its name. Opens /details/{id}.
 */
export function ProjectCard({ project, small = false, fluid = false }: ProjectCardProps) {
  const upload = useUploadStatus(!project.uploaded);
  const showOffline = upload?.kind === 'offline';
  const src = project.previewUrl ?? project.pattern?.previewPath ?? '';
  return (
    <Link
      className={`nt-project-card${small ? ' nt-project-card--small' : ''}${fluid ? ' nt-project-card--fluid' : ''}`}
      to={`/details/${encodeURIComponent(project.id)}`}
      aria-label={upload ? `${project.name} – ${upload.label}` : project.name}
    >
      <span className="nt-project-card__image">
        <PatternPreview src={src} alt="" width={300} height={400} />
      </span>
      {showOffline ? (
        <span className="nt-project-card__offline" title={uiStrings.cards.projectOffline}>
          <OfflineIcon size={24} strokeWidth={1.8} />
        </span>
      ) : (
        <span className="nt-project-card__name">{project.name}</span>
      )}
      {upload && !showOffline ? <span className="nt-project-card__upload">{upload.label}</span> : null}
    </Link>
  );
}
