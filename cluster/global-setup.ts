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
  // Only the data crosses to the test workers: the controls (stop, kill, …) stay here.
  const { stop, kill: _kill, exited: _exited, folder: _folder, ...info } = cluster;
  try {
    project.provide('cluster', info);
  } catch (error) {
    // Vitest runs no teardown when the setup throws: the cluster would be left running.
    await stop();
    throw error;
  }
  return async () => {
    await stop({ showLogs: project.vitest.state.getCountOfFailedTests() > 0 });
  };
}
