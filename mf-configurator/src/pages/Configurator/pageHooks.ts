/** The configurator page's own behaviour outside its rows: the gate from the first render, the header's ←, the tab's unload question, undo/redo keys. */
import { useEffect, useRef, type RefObject } from 'react';
import { useGate, useUnit } from 'effector-react';
import * as model from './model';

/**
 * The page's gate, open from its first render: useGate opens it in an effect, after the first render, which
 * would then show the loading line for a moment where the shell's host painted the editor with the content
 * (a new design resolves synchronously once the gate is open). Opening it again in useGate's effect changes
 * nothing; useGate closes it when the page goes.
 */
export function useGateFromFirstRender(props: model.ConfiguratorGateProps) {
  const open = useUnit(model.ConfiguratorGate.open);
  const openedRef = useRef(false);
  if (!openedRef.current) {
    openedRef.current = true;
    open(props);
  }
  useGate(model.ConfiguratorGate, props);
}

/**
 * The page header's ← (Android's hardware back presses it too) goes through the model: it asks before
 * unsaved changes are lost, and an edit steps back to its details instead of adding an entry. The kit's
 * header has no onBack, so its click is taken before React's handler sees it (capture on document).
 */
export function useHeaderBack(pageRef: RefObject<HTMLElement | null>) {
  const backRequested = useUnit(model.backRequested);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const back = event.target instanceof Element ? event.target.closest('[data-nt-back]') : null;
      const page = pageRef.current?.closest('main');
      if (!back || !page?.contains(back)) return;
      event.preventDefault();
      event.stopPropagation();
      backRequested();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [pageRef, backRequested]);
}

/** Closing or reloading the tab with unsaved changes asks the browser's question (the draft is kept anyway). */
export function useUnloadGuard() {
  const dirty = useUnit(model.$dirty);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when a return value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** Undo and redo from the keyboard: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y), except while typing. */
export function useUndoShortcuts(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
