//! Findings rendered as rustc renders errors: a title with the kind, the
//! input line with carets under the place, and a `help:` line.

use std::io::IsTerminal;
use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use specurl::validate::Severity;

use super::Origin;

/// Whether to colour what goes to stdout (`stderr` false) or stderr: only
/// for a terminal, and not when `NO_COLOR` is set to anything but the
/// empty string (<https://no-color.org>).
pub(crate) fn colour(stderr: bool) -> bool {
    let terminal = if stderr {
        std::io::stderr().is_terminal()
    } else {
        std::io::stdout().is_terminal()
    };
    terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// One finding about `source`.
pub(crate) struct Note<'a> {
    pub(crate) severity: Severity,
    /// The kind, shown in brackets after the severity (`error[kind]`).
    pub(crate) id: &'a str,
    pub(crate) title: &'a str,
    /// The text the finding is about, and where it came from.
    pub(crate) source: &'a str,
    pub(crate) origin: Origin,
    /// The bytes to put carets under, if the finding has a place.
    pub(crate) range: Option<Range<usize>>,
    pub(crate) label: &'a str,
    pub(crate) help: &'a str,
}

/// The notes, each a report of its own as rustc writes them, set apart by
/// blank lines, ending in a newline.
pub(crate) fn notes(notes: &[Note<'_>], colour: bool) -> String {
    let renderer = if colour {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let mut out = String::new();
    for note in notes {
        out += &renderer.render(&[group(note)]);
        out += "\n\n";
    }
    out
}

fn group<'a>(note: &Note<'a>) -> Group<'a> {
    let level = match note.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let mut snippet = Snippet::source(note.source)
        .path(note.origin.path)
        .line_start(note.origin.line)
        .fold(false);
    if let Some(range) = &note.range {
        let range = visible(note.source, range.clone());
        snippet = snippet.annotation(
            AnnotationKind::Primary
                .span(range)
                .label(note.label.to_string()),
        );
    }
    level
        .primary_title(note.title.to_string())
        .id(note.id.to_string())
        .element(snippet)
        .element(Level::HELP.message(note.help.to_string()))
}

/// An empty range points between two characters: widen it to the character
/// after it (or before it, at the end) so that the snippet marks something.
fn visible(source: &str, range: Range<usize>) -> Range<usize> {
    if !range.is_empty() {
        return range;
    }
    let at = range.start.min(source.len());
    match (
        source[at..].chars().next(),
        source[..at].chars().next_back(),
    ) {
        (Some(c), _) => at..at + c.len_utf8(),
        (None, Some(c)) => at - c.len_utf8()..at,
        (None, None) => at..at,
    }
}
