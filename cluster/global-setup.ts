import type { TestProject } from 'vitest/node';
import { startCluster, type ClusterInfo } from './cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

/** Starts the cluster once for the journey and removes it afterwards, whatever the outcome. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  const { stop, ...info } = cluster;
  project.provide('cluster', info);
  return async () => {
    await stop({ showLogs: project.vitest.state.getCountOfFailedTests() > 0 });
  };
}
