//! Where the walk reports what it finds, so that it can keep going.
//!
//! As in toml-rs's `toml_parser` (whose parser reports to an `ErrorSink`
//! and recovers), nothing here stops the walk: every finding is pushed and
//! the walk goes on. The sink merges a finding into the previous one when
//! it is of the same kind and touches it, so that ten million `%` make one
//! diagnostic and memory stays proportional to the distinct findings.
//! Positions are kept as byte offsets in the original string; lines and
//! columns are computed once, at the end, in one pass over the string.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

use super::{Diagnostic, DiagnosticKind, Strictness};
use crate::grammar::Span;
use crate::source::Source;
use crate::span::Locator;

/// How many findings before an error of the standard's parser
/// [`Sink::name_by`] looks at for the one it is.
const NEAR: usize = 8;

/// A finding before its line and column are known.
#[derive(Debug, Clone, Copy)]
struct Raw {
    kind: DiagnosticKind,
    /// The standard's name of it: under [`Strictness::Whatwg`], the name
    /// the report of the standard's parser gives it ([`Sink::name_by`]);
    /// otherwise its kind's.
    whatwg: Option<&'static str>,
    /// Byte range in the original string.
    start: usize,
    end: usize,
}

pub(super) struct Sink<'s, 'a> {
    source: &'s Source<'a>,
    strictness: Strictness,
    items: Vec<Raw>,
    errors: usize,
    /// Only count errors, keep nothing: [`super::is_valid`].
    counting: bool,
}

impl<'s, 'a> Sink<'s, 'a> {
    pub(super) fn new(source: &'s Source<'a>, strictness: Strictness) -> Self {
        Sink {
            source,
            strictness,
            items: Vec::new(),
            errors: 0,
            counting: false,
        }
    }

    /// A sink that counts errors and keeps nothing, so that it never
    /// allocates.
    pub(super) fn counting(source: &'s Source<'a>, strictness: Strictness) -> Self {
        Sink {
            counting: true,
            ..Sink::new(source, strictness)
        }
    }

    /// How many errors have been pushed (merged ones count once per push):
    /// lets the walk know whether a step found anything.
    pub(super) fn error_count(&self) -> usize {
        self.errors
    }

    /// Reports `kind` at `span` of the preprocessed text.
    pub(super) fn push(&mut self, kind: DiagnosticKind, span: Span<'_>) {
        let start = span.location_offset();
        self.push_range(kind, start..start + span.fragment().len());
    }

    /// Reports `kind` at a byte range of the preprocessed text.
    pub(super) fn push_range(&mut self, kind: DiagnosticKind, range: Range<usize>) {
        let start = self.source.original_offset(range.start);
        let end = if range.end > range.start {
            self.source.original_end(range.end)
        } else {
            start
        };
        self.push_original(kind, start..end);
    }

    /// Reports `kind` at a byte range of the original string.
    pub(super) fn push_original(&mut self, kind: DiagnosticKind, range: Range<usize>) {
        if kind.severity(self.strictness) == super::Severity::Error {
            self.errors += 1;
        }
        if self.counting {
            return;
        }
        let whatwg = match self.strictness {
            Strictness::Whatwg => None,
            _ => kind.whatwg_name(),
        };
        let raw = Raw {
            kind,
            whatwg,
            start: range.start,
            end: range.end.max(range.start),
        };
        if let Some(last) = self.items.last_mut() {
            if mergeable(last, &raw) {
                merge(last, &raw);
                return;
            }
        }
        self.items.push(raw);
    }

    /// Names the findings by the report of the standard's parser on the
    /// same input (`report`, byte ranges of the original string, in the
    /// parser's order): a finding of the same name that touches an
    /// error's span is that error, and takes its name; an error that no
    /// finding is becomes a finding of its own. Findings the parser does
    /// not report keep no name, so that the standard's names among the
    /// findings are the parser's.
    pub(super) fn name_by(&mut self, report: &[super::Found]) {
        if report.is_empty() {
            return;
        }
        // Stable: findings at one position keep the order of the walk.
        self.items.sort_by_key(|r| r.start);
        let known = self.items.len();
        for (kind, range) in report {
            let name = kind.standard_name();
            // The findings that start at or before the error's end, the
            // nearest first; a few suffice, since the findings before
            // them that still reach the error are of other kinds.
            let upto = self.items[..known].partition_point(|r| r.start <= range.end);
            let same = self.items[..upto]
                .iter_mut()
                .rev()
                .take(NEAR)
                .find(|r| r.kind.whatwg_name() == Some(name) && r.end >= range.start);
            match same {
                Some(r) => r.whatwg = Some(name),
                None => {
                    if kind.severity(self.strictness) == super::Severity::Error {
                        self.errors += 1;
                    }
                    self.items.push(Raw {
                        kind: *kind,
                        whatwg: Some(name),
                        start: range.start,
                        end: range.end,
                    });
                }
            }
        }
    }

    /// The diagnostics in order of position, merged, with their locations.
    pub(super) fn finish(self) -> Vec<Diagnostic> {
        let Sink {
            source,
            strictness,
            mut items,
            ..
        } = self;
        if items.is_empty() {
            return Vec::new();
        }
        // Stable: findings at one position keep the order of the walk.
        items.sort_by_key(|r| r.start);
        let mut merged: Vec<Raw> = Vec::with_capacity(items.len());
        for raw in items {
            match merged.last_mut() {
                Some(last) if mergeable(last, &raw) => merge(last, &raw),
                _ => merged.push(raw),
            }
        }
        let mut locator = Locator::new(source.original(), merged.iter().map(|r| r.start..r.end));
        merged
            .iter()
            .map(|r| Diagnostic {
                kind: r.kind,
                severity: r.kind.severity(strictness),
                span: locator.span(r.start..r.end),
                whatwg: r.whatwg,
            })
            .collect()
    }
}

/// `next` into `last`, which it touches.
fn merge(last: &mut Raw, next: &Raw) {
    last.end = last.end.max(next.end);
    last.whatwg = last.whatwg.or(next.whatwg);
}

/// Same kind, and `next` starts inside or right after `last`.
fn mergeable(last: &Raw, next: &Raw) -> bool {
    last.kind == next.kind && next.start >= last.start && next.start <= last.end
}

#[cfg(test)]
mod tests;
