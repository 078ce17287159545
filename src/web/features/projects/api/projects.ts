import { keepPreviousData, queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Project, ProjectListResponse, UpdateProjectInput } from '@shared/contracts/projects';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';

/** Every page and search of the project list: invalidated whenever a project changes. */
export const projectsQueryKey = ['/api/projects'] as const;
export const projectQueryKey = (id: string) => ['/api/projects', id] as const;

/** GET /api/projects?page=&search=: the user's projects, newest updated first. */
export const projectListQueryOptions = ({ page, search }: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...projectsQueryKey, { page, search: search || undefined }] as const,
    queryFn: getQueryFn<ProjectListResponse>({ on401: 'returnNull' }),
    placeholderData: keepPreviousData,
  });

export function useProjectList(params: { page: number; search: string }) {
  return useQuery(projectListQueryOptions(params));
}

/** GET /api/projects/{id}: the whole project; disabled without an id. A 404 is not retried. */
export function useProject(id: string | null) {
  return useQuery({
    queryKey: projectQueryKey(id ?? ''),
    queryFn: getQueryFn<Project>({ on401: 'returnNull' }),
    enabled: id !== null,
    retry: false,
  });
}

/** The cached lists (not the cached projects, whose keys carry an id). */
export function invalidateProjectLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: projectsQueryKey, predicate: (query) => typeof query.queryKey[1] !== 'string' });
}

/** A project the server answered with: it is the cached project now, and the lists are stale. */
export function keepProject(queryClient: QueryClient, project: Project) {
  queryClient.setQueryData(projectQueryKey(project.id), project);
  void invalidateProjectLists(queryClient);
}

/** A part of a project the server answered with (its analysis, its thumbnails): the cached project takes it, and the lists are stale. */
export function keepProjectPart(queryClient: QueryClient, id: string, change: (project: Project) => Project) {
  queryClient.setQueryData<Project>(projectQueryKey(id), (cached) => (cached ? change(cached) : cached));
  void invalidateProjectLists(queryClient);
}

function useProjectWrite<Input>(mutationFn: (input: Input) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (project) => keepProject(queryClient, project) });
}

export function useCreateProject() {
  return useProjectWrite((input: CreateProjectInput) => api.post<Project>('/api/projects', input));
}

export function useUpdateProject() {
  return useProjectWrite(({ id, ...input }: UpdateProjectInput & { id: string }) =>
    api.patch<Project>(`/api/projects/${encodeURIComponent(id)}`, input),
  );
}

export function useDuplicateProject() {
  return useProjectWrite((id: string) => api.post<Project>(`/api/projects/${encodeURIComponent(id)}/duplicate`));
}

/** DELETE /api/projects/{id} (204): the project leaves every cached list. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/projects/${encodeURIComponent(id)}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: projectQueryKey(id) });
      void invalidateProjectLists(queryClient);
    },
  });
}
