import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Store } from './store';

export const StoreContext = createContext<Store | null>(null);

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore() needs a <StoreContext.Provider> (App provides one).');
  return store;
}
