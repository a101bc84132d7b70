import { type DragEvent, type KeyboardEvent, useState } from 'react'
import type { TeamRef } from '#core/tournaments/results.schema.ts'
import type { DrawRequest } from '#core/tournaments/results-desk.api.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { moveDown, moveTo, moveToSeed, moveUp } from './seeding.ts'

/**
 * A pending stage's seeding (organisers): the eligible teams in seed order, rearranged by drag and
 * drop or, from the keyboard, by each row's buttons and seed number; every move is announced. The
 * draw takes the first `drawSize` of them in this order.
 */
export const SeedingList = ({
  stageNumber,
  eligible,
  drawSize,
  busy,
  onDraw,
}: {
  readonly stageNumber: number
  readonly eligible: ReadonlyArray<TeamRef>
  readonly drawSize: number
  readonly busy: boolean
  readonly onDraw: (request: DrawRequest) => void
}) => {
  const { LL } = useI18n()
  const T = LL.console.results.seeding
  const [order, setOrder] = useState<ReadonlyArray<TeamRef>>(eligible)
  const [dragged, setDragged] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  /** Seed numbers being typed, by team; a row shows its seed when nothing is typed. */
  const [typing, setTyping] = useState<Readonly<Record<string, string>>>({})

  const arrange = (next: ReadonlyArray<TeamRef>, team: TeamRef) => {
    if (next === order) return
    setOrder(next)
    setAnnouncement(T.moved({ name: team.name, seed: next.indexOf(team) + 1, count: next.length }))
  }

  const seedTyped = (index: number, team: TeamRef) => {
    const typed = typing[team.id]
    setTyping(({ [team.id]: _done, ...others }) => others)
    if (typed === undefined || typed.trim() === '') return
    const seed = Number(typed)
    if (seed !== index + 1) arrange(moveToSeed(order, index, seed), team)
  }

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault()
    const team = dragged === null ? undefined : order[dragged]
    if (dragged !== null && team) arrange(moveTo(order, dragged, index), team)
    setDragged(null)
  }

  return (
    <>
      <p>{T.help()}</p>
      <p>{T.drawSize({ count: drawSize })}</p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ol className="results-seeding" aria-label={T.listLabel({ number: stageNumber })}>
        {order.map((team, index) => (
          <li
            key={team.id}
            draggable={!busy}
            className={dragged === index ? 'results-seeding__row is-dragged' : 'results-seeding__row'}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', team.id)
              setDragged(index)
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <input
              className="results-seeding__seed"
              type="number"
              inputMode="numeric"
              min={1}
              max={order.length}
              value={typing[team.id] ?? String(index + 1)}
              onChange={(event) => setTyping((current) => ({ ...current, [team.id]: event.target.value }))}
              aria-label={T.seed({ name: team.name })}
              disabled={busy}
              onBlur={() => seedTyped(index, team)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  seedTyped(index, team)
                }
              }}
            />
            <span className="results-seeding__name">{team.name}</span>
            {index >= drawSize ? <span className="badge">{T.outOfDraw()}</span> : null}
            <span className="results-seeding__moves">
              <button
                type="button"
                className="button button--ghost"
                disabled={busy || index === 0}
                onClick={() => arrange(moveUp(order, index), team)}
              >
                {T.moveUp({ name: team.name })}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy || index === order.length - 1}
                onClick={() => arrange(moveDown(order, index), team)}
              >
                {T.moveDown({ name: team.name })}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="editor-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || order.length < drawSize}
          onClick={() => onDraw({ team_ids: order.slice(0, drawSize).map((team) => team.id) })}
        >
          {T.draw()}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => onDraw({ seeding: 'random' })}
        >
          {T.random()}
        </button>
        {stageNumber > 1 ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onDraw({ seeding: 'previous_stage' })}
          >
            {T.previousStage()}
          </button>
        ) : null}
      </div>
    </>
  )
}
