import { createContext, useContext } from 'react';

export interface DataSaver {
  on: boolean;
  /** The footer switch: remembered in a cookie, so the server draws the next page the same way. */
  choose: (on: boolean) => void;
}

export const DataSaverContext = createContext<DataSaver>({ on: false, choose: () => {} });

export function useDataSaver(): DataSaver {
  return useContext(DataSaverContext);
}
