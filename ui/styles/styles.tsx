// Views that load lazily bring their own rules as a <style> in their output: it applies to the
// whole shadow root while the view is shown, and costs a page that never opens the view nothing.
export function Styles({ rules }: { rules: readonly string[] }) {
  return <style>{rules.join('\n')}</style>
}
