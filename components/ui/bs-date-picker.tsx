'use client'

// A Bikram Sambat date field. The value that goes in and comes out is an AD
// 'YYYY-MM-DD' string ('' when empty), as the API stores dates; the person
// sees and picks the BS date (Nepali digits in Nepali, Latin in English), with
// the calendar's mark (वि.सं. / BS) beside it. A BS date may also be typed
// (2080-04-01 or २०८०-०४-०१); one that does not exist becomes empty, as the
// spec says, and the field says what is wrong with it and what it expects
// (Asar 2084 has 31 days...). The calendar opens on a click,
// closes on a click outside or on a choice, and works from the keyboard:
// arrows move by a day or a week, Page Up/Down by a month, Enter picks,
// Escape closes.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import {
  adStringToBsString,
  adToBs,
  BS_DATE_EXAMPLE,
  BS_MARK,
  bsStringToAdString,
  bsToAd,
  daysInBsMonth,
  findBsDateProblem,
  formatDateString,
  getBsMonthName,
  pageDigits,
  parseDateString,
  todayBs,
  type BsDate,
  type BsDateProblem,
} from '@/lib/calendar'
import styles from './bs-date-picker.module.css'
import { bsDateProblemMessage, pickerYears } from './bs-date-picker-rules'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MS_PER_DAY = 86_400_000

type BsDatePickerProps = {
  label: string
  value: string
  onChange: (value: string) => void
  id?: string
  name?: string
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
  /** Already translated. */
  error?: string
  hideLabel?: boolean
}

function weekdayOf(date: BsDate): number {
  const ad = bsToAd(date)
  return ad ? new Date(Date.UTC(ad.year, ad.month - 1, ad.day)).getUTCDay() : 0
}

function shiftDays(date: BsDate, days: number): BsDate {
  const ad = bsToAd(date)
  if (!ad) return date
  const moved = new Date(Date.UTC(ad.year, ad.month - 1, ad.day) + days * MS_PER_DAY)
  return adToBs({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }) ?? date
}

function shiftMonths(date: BsDate, months: number): BsDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const length = daysInBsMonth(year, month)
  return length === null ? date : { year, month, day: Math.min(date.day, length) }
}

function sameDate(a: BsDate | null, b: BsDate | null) {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day
}

export function BsDatePicker({ label, value, onChange, id, name, required, disabled, readOnly, error, hideLabel }: BsDatePickerProps) {
  const { t, language } = useTranslate()
  const generatedId = useId()
  const inputId = id ?? `bs-date-${generatedId}`
  const popupId = `${inputId}-calendar`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const containerRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const gridRef = useRef<HTMLTableSectionElement>(null)

  const digits = (text: string) => pageDigits(text, language)
  const display = (adValue: string) => {
    const bs = adValue ? adStringToBsString(adValue) : null
    return bs ? digits(bs) : ''
  }
  const selected = value ? (parseDateString(adStringToBsString(value) ?? '') ?? null) : null
  const today = todayBs()

  // The text follows the value, except right after an invalid date was typed.
  const [text, setText] = useState(() => display(value))
  const [shownValue, setShownValue] = useState(value)
  const [problem, setProblem] = useState<BsDateProblem | null>(null)
  const isInvalid = problem !== null
  if (shownValue !== value) {
    setShownValue(value)
    if (!(value === '' && isInvalid)) {
      setText(display(value))
      setProblem(null)
    }
  }

  const [isOpen, setIsOpen] = useState(false)
  const [focused, setFocused] = useState<BsDate>(() => selected ?? today ?? { year: 2080, month: 1, day: 1 })
  const canEdit = !disabled && !readOnly
  // Set when the focused day's button must take the focus once React has
  // rendered it. A layout effect runs before the next key press is handled,
  // so a fast "arrow, Enter" picks the day the arrow moved to.
  const focusDayAfterRender = useRef(false)
  const focusDay = () => gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  useLayoutEffect(() => {
    if (!focusDayAfterRender.current) return
    focusDayAfterRender.current = false
    focusDay()
  })

  // A press anywhere outside the picker closes the calendar.
  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  function open() {
    if (!canEdit || isOpen) return
    setFocused(selected ?? today ?? focused)
    setIsOpen(true)
  }

  function close(returnFocus: boolean) {
    setIsOpen(false)
    if (returnFocus) inputRef.current?.focus()
  }

  function choose(date: BsDate) {
    const ad = bsToAd(date)
    if (!ad) return
    const adValue = formatDateString(ad)
    setText(display(adValue))
    setProblem(null)
    onChange(adValue)
    close(true)
  }

  function commitTyped() {
    const trimmed = text.trim()
    if (trimmed === display(value)) return
    if (trimmed === '') {
      setProblem(null)
      onChange('')
      return
    }
    const adValue = bsStringToAdString(trimmed)
    if (adValue) {
      setProblem(null)
      setText(display(adValue))
      onChange(adValue)
    } else {
      setProblem(findBsDateProblem(trimmed) ?? { kind: 'format' })
      onChange('')
    }
  }

  function moveFocus(next: BsDate) {
    if (!bsToAd(next)) return
    // After React renders the (possibly new) month, focus the day's button.
    if (sameDate(next, focused)) {
      focusDay()
      return
    }
    focusDayAfterRender.current = true
    setFocused(next)
  }

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, () => BsDate> = {
      ArrowLeft: () => shiftDays(focused, -1),
      ArrowRight: () => shiftDays(focused, 1),
      ArrowUp: () => shiftDays(focused, -7),
      ArrowDown: () => shiftDays(focused, 7),
      PageUp: () => shiftMonths(focused, -1),
      PageDown: () => shiftMonths(focused, 1),
      Home: () => shiftDays(focused, -weekdayOf(focused)),
      End: () => shiftDays(focused, 6 - weekdayOf(focused)),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      moveFocus(move())
    }
  }

  const viewYear = focused.year
  const viewMonth = focused.month
  const monthLength = daysInBsMonth(viewYear, viewMonth) ?? 30
  const leadingBlanks = weekdayOf({ year: viewYear, month: viewMonth, day: 1 })
  const cells: (number | null)[] = [...Array(leadingBlanks).fill(null), ...Array.from({ length: monthLength }, (_, index) => index + 1)]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7))

  const years = pickerYears(viewYear, today?.year ?? null)
  const monthName = (month: number) => getBsMonthName(month, language) ?? String(month)

  const describedBy = [error || isInvalid ? errorId : null, hintId].filter(Boolean).join(' ')

  return (
    <div
      className={`form-field ${styles.field}`}
      ref={containerRef}
      onBlur={(event) => {
        // Focus left the whole picker (Tab away): close the calendar.
        if (isOpen && !containerRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false)
      }}
    >
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          autoComplete="off"
          inputMode="numeric"
          placeholder={`${t('e.g.')} ${digits(BS_DATE_EXAMPLE)}`}
          value={text}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error || isInvalid ? true : undefined}
          aria-describedby={describedBy}
          onClick={open}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commitTyped()
            } else if (event.key === 'ArrowDown' && (event.altKey || !isOpen)) {
              event.preventDefault()
              if (isOpen) {
                focusDay()
              } else {
                focusDayAfterRender.current = true
                open()
              }
            } else if (event.key === 'Escape' && isOpen) {
              event.preventDefault()
              close(false)
            }
          }}
        />
        <span className={styles.mark} aria-hidden="true">
          {BS_MARK[language]}
        </span>
        {canEdit ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={`${t('Choose date')}: ${label}`}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            aria-controls={isOpen ? popupId : undefined}
            onClick={() => (isOpen ? close(false) : open())}
          >
            {/* Drawn, not an emoji: a computer without an emoji font showed an empty box. */}
            <svg className={styles.toggleIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <span id={hintId} className="visually-hidden">
        {t('Bikram Sambat date, year-month-day')}
      </span>
      {isOpen ? (
          <div
            id={popupId}
            role="dialog"
            aria-label={`${t('Choose date')}: ${label}`}
            className={styles.popup}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault()
                event.stopPropagation()
                close(true)
              }
            }}
          >
            <div className={styles.navigation}>
              <button type="button" className={styles.navButton} aria-label={t('Previous month')} onClick={() => setFocused(shiftMonths(focused, -1))}>
                <span aria-hidden="true">‹</span>
              </button>
              <select aria-label={t('Month')} value={viewMonth} onChange={(event) => {
                  const month = Number(event.target.value)
                  setFocused({ year: viewYear, month, day: Math.min(focused.day, daysInBsMonth(viewYear, month) ?? 1) })
                }}>
                {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
                  <option key={month} value={month}>
                    {monthName(month)}
                  </option>
                ))}
              </select>
              <select
                aria-label={t('Year')}
                value={viewYear}
                onChange={(event) => {
                  const year = Number(event.target.value)
                  setFocused({ year, month: viewMonth, day: Math.min(focused.day, daysInBsMonth(year, viewMonth) ?? 1) })
                }}
              >
                {years.map((year) => (
                  <option key={year} value={year}>
                    {digits(String(year))}
                  </option>
                ))}
              </select>
              <button type="button" className={styles.navButton} aria-label={t('Next month')} onClick={() => setFocused(shiftMonths(focused, 1))}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
            <table className={styles.grid}>
              <caption className="visually-hidden">{`${monthName(viewMonth)} ${digits(String(viewYear))}`}</caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((day) => (
                    <th key={day} scope="col" abbr={t(day)}>
                      {t(day)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody ref={gridRef}>
                {weeks.map((week, weekIndex) => (
                  <tr key={weekIndex}>
                    {week.map((day, dayIndex) => {
                      if (day === null) return <td key={dayIndex} />
                      const date = { year: viewYear, month: viewMonth, day }
                      const isSelected = sameDate(date, selected)
                      const isToday = sameDate(date, today)
                      return (
                        <td key={dayIndex}>
                          <button
                            type="button"
                            tabIndex={day === focused.day ? 0 : -1}
                            className={`${styles.day} ${isSelected ? styles.selected : ''} ${isToday ? styles.today : ''}`}
                            aria-label={`${digits(String(day))} ${monthName(viewMonth)} ${digits(String(viewYear))}`}
                            aria-pressed={isSelected}
                            aria-current={isToday ? 'date' : undefined}
                            onClick={() => choose(date)}
                            onKeyDown={onDayKeyDown}
                            onFocus={() => {
                              if (day !== focused.day) setFocused(date)
                            }}
                          >
                            {digits(String(day))}
                          </button>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <div className={styles.actions}>
              <button type="button" className="button button-secondary" onClick={() => today && choose(today)} disabled={!today}>
                {t('Today')}
              </button>
              {value ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setText('')
                    setProblem(null)
                    onChange('')
                    close(true)
                  }}
                >
                  {t('Clear')}
                </button>
              ) : null}
            </div>
          </div>
      ) : null}
      {error || isInvalid ? (
        <p id={errorId} className="field-error">
          {error || (problem ? bsDateProblemMessage(problem, t, language) : null)}
        </p>
      ) : null}
    </div>
  )
}
