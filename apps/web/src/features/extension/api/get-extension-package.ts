import { extensionPackageInfoSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** Where the browser downloads Careerloom for Chrome from (a zip of the built extension). */
export const EXTENSION_PACKAGE_URL = '/api/extension/package';

/** Whether this server has a build of the extension to download, and its version. */
export function useExtensionPackageInfo() {
  return useQuery({
    queryKey: ['extension', 'package'],
    queryFn: async () => await apiJson(extensionPackageInfoSchema, 'GET', '/api/extension/package/info'),
    staleTime: 5 * 60_000,
  });
}
