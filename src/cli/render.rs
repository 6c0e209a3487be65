//! Diagnostics as annotated snippets of the input.

use std::io::IsTerminal;
use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use specurl::validate::{Diagnostic, Severity};

/// Colours only for a terminal, and not when `NO_COLOR` is set.
fn renderer() -> Renderer {
    let colour = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    if colour {
        Renderer::styled()
    } else {
        Renderer::plain()
    }
}

/// One report: `title` at `range` of `source`, labelled `label`.
pub(crate) fn one(
    severity: Severity,
    title: &str,
    source: &str,
    path: &str,
    range: Range<usize>,
    label: &str,
) -> String {
    let group = group(severity, title, source, path, range, label);
    renderer().render(&[group]) + "\n"
}

/// Every diagnostic of a validation, each with its snippet.
pub(crate) fn diagnostics(source: &str, path: &str, diagnostics: &[Diagnostic]) -> String {
    let groups: Vec<Group<'_>> = diagnostics
        .iter()
        .map(|d| {
            let title = d.message();
            let label = label(d);
            group(d.severity, &title, source, path, d.span.range(), label)
        })
        .collect();
    if groups.is_empty() {
        String::new()
    } else {
        renderer().render(&groups) + "\n"
    }
}

/// A short label under the span: the character class where there is one.
fn label(d: &Diagnostic) -> &'static str {
    use specurl::validate::DiagnosticKind as K;
    match d.kind {
        K::Whitespace => "removed",
        K::PctInvalid => "pct-invalid",
        K::AuthDriveInvalid => "auth-drive-invalid",
        K::Backslash => "read as `/`",
        K::Userinfo => "userinfo",
        K::LooseIp4 => "loose IPv4 address",
        K::Forced => "forced",
        _ => "here",
    }
}

fn group<'a>(
    severity: Severity,
    title: &str,
    source: &'a str,
    path: &'a str,
    range: Range<usize>,
    label: &str,
) -> Group<'a> {
    let level = match severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let range = visible(source, range);
    level.primary_title(title.to_string()).element(
        Snippet::source(source)
            .path(path)
            .fold(false)
            .annotation(AnnotationKind::Primary.span(range).label(label.to_string())),
    )
}

/// An empty range points between two characters: widen it to the character
/// after it (or before it, at the end) so that the snippet marks something.
fn visible(source: &str, range: Range<usize>) -> Range<usize> {
    if !range.is_empty() {
        return range;
    }
    let at = range.start.min(source.len());
    match source[at..].chars().next() {
        Some(c) => at..at + c.len_utf8(),
        None => at..at,
    }
}
