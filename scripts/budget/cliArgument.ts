/** The value after `--name` on the command line (`--url http://localhost:3000`), or undefined. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
