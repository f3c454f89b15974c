// Rules of forms (send): labelled fields, inputs, an amount field's note, hints, the inline error, a review summary.
const css = String.raw

export const formStyles = css`
.field { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.field > label, .field > .label { font-size: calc(var(--gw-fs) * 1.2); font-weight: 600; color: var(--gw-fg-muted); }
.input { width: 100%; height: 44px; border-radius: calc(var(--gw-r) * 3); border: 1px solid var(--gw-border); background: var(--gw-surface); color: var(--gw-fg); padding: 0 12px; font: inherit; }
/* A field a problem is about (WCAG 3.3.1: marked aria-invalid, described by the message) is edged in the error colour. */
.input[aria-invalid='true'] { border-color: var(--gw-error); }
.row[aria-invalid='true'] { box-shadow: inset 0 0 0 1px var(--gw-error); }
.input.amount { font-size: calc(var(--gw-fs) * 2.2); font-weight: 600; height: 52px; }
.field-row { display: flex; gap: 8px; align-items: center; }
.field-row > .input { flex: 1; }
/* An amount field's note (a paste that held no amount: AmountInput): a line of its own under the field's row. */
.amount-note { display: block; flex: 0 0 100%; order: 1; font-size: calc(var(--gw-fs) * 1.2); color: var(--gw-error); }
.field-row:has(> .amount-note) { flex-wrap: wrap; }
.hint { font-size: calc(var(--gw-fs) * 1.2); color: var(--gw-fg-muted); display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 8px; overflow-wrap: anywhere; }
.form-error { padding: 10px 12px; border-radius: calc(var(--gw-r) * 3); background: color-mix(in srgb, var(--gw-error) 12%, transparent); color: var(--gw-error); font-size: calc(var(--gw-fs) * 1.3); margin: 0 0 12px; }
.summary { display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: calc(var(--gw-r) * 4); background: var(--gw-surface); margin-bottom: 12px; }
.summary-line { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
.summary-line .value { font-weight: 600; text-align: end; overflow-wrap: anywhere; }
.button-row { display: flex; gap: 8px; }
.button-row > * { flex: 1; }
/* Not ready yet: told apart by colour, not by fading, so its text keeps its contrast. */
.primary[aria-disabled='true'] { background: var(--gw-surface); color: var(--gw-fg-muted); cursor: not-allowed; }
.primary[aria-busy='true'] { cursor: progress; }
`
