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

/// A finding before its line and column are known.
#[derive(Debug, Clone, Copy)]
struct Raw {
    kind: DiagnosticKind,
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
        let raw = Raw {
            kind,
            start: range.start,
            end: range.end.max(range.start),
        };
        if let Some(last) = self.items.last_mut() {
            if mergeable(last, &raw) {
                last.end = last.end.max(raw.end);
                return;
            }
        }
        self.items.push(raw);
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
                Some(last) if mergeable(last, &raw) => last.end = last.end.max(raw.end),
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
            })
            .collect()
    }
}

/// Same kind, and `next` starts inside or right after `last`.
fn mergeable(last: &Raw, next: &Raw) -> bool {
    last.kind == next.kind && next.start >= last.start && next.start <= last.end
}

#[cfg(test)]
mod tests;
