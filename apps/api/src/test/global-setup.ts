import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: Awaited<ReturnType<typeof createTemplate>>;
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('databaseTemplate', template);
  return () => dropTemplate(template);
}
