// Makes every query take a moment, as on a database across a network: between two queries of one
// request, other requests get to run theirs. Races that a local SQLite never shows show here.
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

export class SlowQueries implements KyselyPlugin {
  constructor(private readonly delayMs = 2) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return args.result;
  }
}
