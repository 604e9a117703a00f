import { createContext, useContext, type ReactNode } from 'react';
import type { PublishedPage } from './contract';

const PublishedPagesContext = createContext<readonly PublishedPage[] | null>(null);

/** A remote's own pages, from the shell (composed site), its routes.json (standalone) or its content (prerender, tests). */
export function PublishedPagesProvider({ value, children }: { readonly value: readonly PublishedPage[]; readonly children: ReactNode }) {
  return <PublishedPagesContext.Provider value={value}>{children}</PublishedPagesContext.Provider>;
}

export function usePublishedPages(): readonly PublishedPage[] {
  const pages = useContext(PublishedPagesContext);
  if (!pages) throw new Error('usePublishedPages needs a PublishedPagesProvider (RemotePagesRoot, standalone mode or renderAtRoute)');
  return pages;
}
