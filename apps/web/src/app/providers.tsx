import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';
import { ToasterMount } from './toaster-mount';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToasterMount />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
