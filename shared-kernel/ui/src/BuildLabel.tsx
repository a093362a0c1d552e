/** Small "Version" line naming the app and its build, so a deployed remote can be identified. */
export function BuildLabel({ app, build }: { app: string; build: string }) {
  return (
    <p className="nt-hint nt-build-label">
      {app} · Version {build}
    </p>
  );
}
