// `npm run feedback -- list [STATUS]` and `npm run feedback -- set-status ID STATUS`: the
// reviewer's view of feedback, against the configured database.
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { FEEDBACK_USAGE, formatFeedbackList, parseFeedbackCommand } from "./feedback-commands.js";
import { listAllFeedback, setFeedbackStatus } from "./feedback-repository.js";

async function main(argv: string[]): Promise<number> {
  const command = parseFeedbackCommand(argv);
  if (command.name === "help" || command.name === "error") {
    if (command.name === "error") console.error(command.message);
    console.error(FEEDBACK_USAGE);
    return command.name === "help" ? 0 : 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    if (command.name === "list") {
      console.log(formatFeedbackList(await listAllFeedback(database.db, command.status)));
      return 0;
    }
    if (!(await setFeedbackStatus(database.db, command.id, command.status, new Date()))) {
      console.error(`No feedback #${command.id}`);
      return 1;
    }
    console.log(`Feedback #${command.id} is now ${command.status}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
