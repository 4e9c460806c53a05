const { describe, expect, it } = require('@jest/globals');
const { Linter } = require('eslint');
const tseslint = require('typescript-eslint');
const rule = require('./declared-api-calls.cjs');

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { portal: { rules: { 'declared-api-calls': rule } } },
    rules: { 'portal/declared-api-calls': 'error' },
  },
];
const problems = (code) => linter.verify(code, config, 'screen.ts').map((m) => m.message);

describe('portal/declared-api-calls', () => {
  it('allows calls through a declaration', () => {
    expect(problems("import { callEndpoint, useEndpointQuery } from '@hackathon/api-client';\nimport { TEAMS_API } from '@hackathon/contracts';\ncallEndpoint(TEAMS_API.ownTeamData, {});")).toEqual([]);
  });

  it("refuses the api-client's raw functions that take a path", () => {
    const found = problems("import { apiRequest, useApiQuery as q } from '@hackathon/api-client';\napiRequest('/teamdata');");
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/'apiRequest' takes a path/);
    expect(found[1]).toMatch(/'useApiQuery' takes a path/);
  });

  it("refuses the browser's own network calls, not a property or a type of that name", () => {
    expect(problems("fetch('/api/teamdata');\nnew XMLHttpRequest();\nnew EventSource('/api/x');")).toHaveLength(3);
    expect(problems('const options = { fetch: 1 };\noptions.fetch;\nlet xhr: XMLHttpRequest | undefined;\nconst fetch = (u: string) => u;\nfetch("x");')).toEqual([]);
  });
});
