/**
 * The results desk as the console reaches it: its page reads the stage plan on the server through
 * `ResultsDeskReader` (the server's desk, in process); the browser acts through `ResultsDeskApi` (an
 * HTTP adapter over `RESULTS_DESK_PATHS`). Refusals reject with the client's typed errors (`ApiError`
 * with the body's `code` and translated `detail`), except a lobby file's bad lines: the import shows
 * them in place, so they are an outcome.
 */
import type {
  BattleRoyaleEntry,
  BattleRoyaleImport,
  BattleRoyaleRecorded,
  ConsoleMatch,
  ConsoleStage,
  ConsoleStagePlan,
  CorrectionOutcome,
  DrawRequest,
  LobbyCsvRefusal,
  MatchReport,
} from './results-desk.api.ts'

/** A tournament's stage plan, read in process for the desk's page; undefined for an unknown tournament. */
export type ResultsDeskReader = (tournamentId: string) => Promise<ConsoleStagePlan | undefined>

/** A lobby file imported, or every bad line of it (1-based, with its translated problem). */
export type LobbyImportOutcome =
  | { readonly ok: true; readonly recorded: BattleRoyaleRecorded }
  | { readonly ok: false; readonly rows: LobbyCsvRefusal['rows'] }

/** The stage changes that take no body (organisers). */
export type StageStep = 'start' | 'finish' | 'advance' | 'pairNextRound'

export interface ResultsDeskApi {
  draw(stageId: string, request: DrawRequest): Promise<ConsoleStage>
  step(step: StageStep, stageId: string): Promise<ConsoleStage>
  report(matchId: string, report: MatchReport): Promise<ConsoleMatch>
  /** What `correct` would change; nothing is written. */
  previewCorrection(matchId: string, report: MatchReport): Promise<CorrectionOutcome>
  correct(matchId: string, report: MatchReport): Promise<CorrectionOutcome>
  recordBattleRoyale(stageId: string, entry: BattleRoyaleEntry): Promise<BattleRoyaleRecorded>
  importBattleRoyale(stageId: string, lobby: BattleRoyaleImport): Promise<LobbyImportOutcome>
}
