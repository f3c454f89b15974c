// The component tests run twice: on React 19 (project component) and on React 18 (project
// component-react18, a second install in tests/react18). This checks each run is on the React it names,
// so a broken alias cannot quietly test React 19 twice.
import { version } from 'react'
import { version as domVersion } from 'react-dom'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('React 18 and 19 hosts', () => {
  it(`renders on the React major this project names (${process.env.GANGWAY_REACT})`, () => {
    expect(version.split('.')[0]).toBe(process.env.GANGWAY_REACT)
    expect(domVersion).toBe(version)
    expect(renderToString(<b>{version}</b>)).toBe(`<b>${version}</b>`)
  })
})
