import React from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { RootStack } from './src/navigation/RootStack';
import { FlagsProvider } from './src/config/FlagsProvider';

export default function App() {
  return (
    <FlagsProvider>
      <NavigationContainer>
        <RootStack />
      </NavigationContainer>
    </FlagsProvider>
  );
}
