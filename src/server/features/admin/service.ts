import type { AppDeps } from '../../deps';

/** Placeholder: the console's use cases (issue 21) are being written here. */
export function createAdminService(deps: AppDeps) {
  void deps;
  return {};
}

export type AdminService = ReturnType<typeof createAdminService>;
