// Work a host page should not wait for: run it once the page has painted, not before. A frame is
// requested and the work runs in the task after it; a hidden page (no frame is coming) runs it in the
// next task; without a window (a server, a kernel test) nothing paints, so it runs after this task.
export function afterPaint(w: Window | undefined, task: () => void): void {
  if (!w) return queueMicrotask(task)
  if (!w.requestAnimationFrame || w.document?.visibilityState === 'hidden') {
    setTimeout(task, 0)
    return
  }
  w.requestAnimationFrame(() => setTimeout(task, 0))
}
