import { createContext, useContext } from 'react';
import { DATA_SAVER_COOKIE, type DataSaverChoice } from '../../core/data-saver';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface DataSaver {
  on: boolean;
  /** The footer switch: remembered in a cookie, so the server draws the next page the same way. */
  choose: (on: boolean) => void;
}

export const DataSaverContext = createContext<DataSaver>({ on: false, choose: () => {} });

export function useDataSaver(): DataSaver {
  return useContext(DataSaverContext);
}

export function writeDataSaverCookie(choice: DataSaverChoice): void {
  document.cookie = `${DATA_SAVER_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
