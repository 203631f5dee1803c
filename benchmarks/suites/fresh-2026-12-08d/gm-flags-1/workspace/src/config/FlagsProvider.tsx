import React, { createContext, useContext } from 'react';
import Config from 'react-native-config';
import type { Flags } from './flags.generated';

const defaults: Record<string, Flags> = {
  development: require('../../config/flags/development.json'),
  staging: require('../../config/flags/staging.json'),
  production: require('../../config/flags/production.json'),
};
const FlagsContext = createContext<Flags>(defaults.production);
export const useFlags = () => useContext(FlagsContext);
export function FlagsProvider({ children }: { children: React.ReactNode }) {
  const env = Config.APP_ENV ?? 'production';
  return <FlagsContext.Provider value={defaults[env]}>{children}</FlagsContext.Provider>;
}
