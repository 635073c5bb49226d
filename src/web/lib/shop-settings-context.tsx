import { createContext, useContext, type ReactNode } from 'react';
import { defaultSettings, toPublicSettings, type PublicSettings } from '../../core/shop-settings-values';

// Read by the root loader from the owner's settings; the default is only for the error page
// drawn when that loader itself failed.
const ShopSettingsContext = createContext<PublicSettings>(toPublicSettings(defaultSettings()));

export function ShopSettingsProvider({
  settings,
  children,
}: {
  settings: PublicSettings;
  children: ReactNode;
}) {
  return <ShopSettingsContext.Provider value={settings}>{children}</ShopSettingsContext.Provider>;
}

/** The owner's settings as every page quotes them: contact, delivery fees, currencies, promises. */
export function useShopSettings(): PublicSettings {
  return useContext(ShopSettingsContext);
}
