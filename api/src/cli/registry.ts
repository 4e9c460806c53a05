/**
 * The operator's command for the run-time remote registry (docs/operations.md, "The remote
 * registry"): `npm run registry -w @hackathon/api -- list | set <remote> <url> | reset <remote> |
 * rollback <remote> [--api <portal URL>]`. Compiled with the API (dist/cli/registry.js).
 */
import 'reflect-metadata';
import { runRegistryCommand } from './registry-command';

runRegistryCommand(process.argv.slice(2), {
  env: process.env,
  io: { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) },
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The registry command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
