import { useEffect } from 'react';
import { useGate, useUnit } from 'effector-react';
import { $fabrics, COLOR_MATERIAL, useNavigate, useParams } from '@nahtlos/platform';
import { AccentButton, brand, DecoratedHeadline, FabricCard, PatternPreview } from '@nahtlos/ui';
import { strings } from '../../strings';
import { DetailsLoading } from '../../components/DetailsLoading';
import { NotFound } from '../../components/NotFound';
import { WidePage } from '../../components/WidePage';
import { isIOS } from '../../share';
import * as model from './model';
import { rememberDetailsEntry } from '../../navigation/detailsEntry';
import { Consumption } from './Consumption';
import { DesignYardageSection } from './DesignYardageSection';

const t = strings.configurator;

/** /details/:projectId: preview, edit, share/save, delete, used fabrics and colours, consumption, shop teaser. */
export function ProjectDetailsPage() {
  const { projectId = '' } = useParams();
  useGate(model.ProjectDetailsGate, { navigate: useNavigate(), projectId });
  // the editor's ← steps back to this entry instead of pushing another one
  useEffect(() => rememberDetailsEntry(projectId, window.history.state), [projectId]);
  const { project, busy, fabrics, shareRequested, deleteRequested } = useUnit({
    project: model.$project,
    busy: model.$busy,
    fabrics: $fabrics,
    shareRequested: model.shareRequested,
    deleteRequested: model.deleteRequested,
  });
  const colorName = (color: string) =>
    fabrics.find((fabric) => fabric.material === COLOR_MATERIAL && fabric.color?.toLowerCase() === color.toLowerCase())?.name ?? color;

  if (project === 'loading') return <DetailsLoading />;
  if (!project) return <NotFound title={t.projectNotFoundTitle} text={t.projectNotFoundText} to="/profile" linkText={t.toProfile} />;

  const sharing = isIOS();
  const onShare = () => shareRequested({ project, sharing });
  const onDelete = () => deleteRequested(project);

  const pattern = project.pattern;
  return (
    <WidePage title={project.name} backTo="/profile">
      {/* from 768 px: the preview beside the actions and the rest (it stays in view while they scroll) */}
      <div className="cfg-details">
        <div className="cfg-details-preview">
          {project.previewUrl ? (
            <PatternPreview src={project.previewUrl} alt={t.previewAlt} width={333} height={400} lazy={false} />
          ) : pattern ? (
            <PatternPreview src={pattern.previewPath} alt={t.previewAlt} width={333} height={400} lazy={false} />
          ) : null}
        </div>
        <div className="cfg-details-info">
          <div className="cfg-details-actions">
            <AccentButton to={`/configuration/edit/${project.id}`} variant="yellow" block>
              {t.edit}
            </AccentButton>
            <button type="button" className="nt-button nt-button--block" onClick={onShare} aria-busy={busy === 'share'}>
              {sharing ? t.share : t.download}
            </button>
            <button type="button" className="nt-button nt-button--block cfg-danger" onClick={onDelete} aria-busy={busy === 'delete'}>
              {t.delete}
            </button>
          </div>

          {project.fabrics.length > 0 ? (
            <section aria-labelledby="cfg-used-fabrics">
              <DecoratedHeadline id="cfg-used-fabrics">{t.usedFabrics}</DecoratedHeadline>
              <ul className="cfg-used-fabrics">
                {project.fabrics.map((fabric) => (
                  <li key={fabric.id}>
                    <FabricCard fabric={fabric} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {project.colors.length > 0 ? (
            <section aria-labelledby="cfg-used-colors">
              <DecoratedHeadline id="cfg-used-colors">{t.usedColors}</DecoratedHeadline>
              <ul className="cfg-used-colors">
                {project.colors.map((color) => (
                  <li key={color} data-color={color}>
                    <span className="cfg-color-dot" style={{ background: color }} aria-hidden="true" />
                    <span>{colorName(color)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <DesignYardageSection />
          {pattern ? <Consumption pattern={pattern} /> : null}

          <section className="cfg-teaser" aria-labelledby="cfg-buy">
            <h2 id="cfg-buy">{t.buyPattern}</h2>
            <p>{t.buyPatternText}</p>
            <AccentButton to={brand.shop} variant="dark">
              {t.toShop}
            </AccentButton>
          </section>
        </div>
      </div>
    </WidePage>
  );
}
