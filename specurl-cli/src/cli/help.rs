//! How to fix each kind of finding: the library's help (the `help`
//! methods of its kinds), with what only the command line can add, the
//! options and subcommands that help further. The identifiers of the
//! kinds are the library's `id` methods.

use specurl::grammar;
use specurl::validate::DiagnosticKind;
use specurl::{ParseErrorKind, ResolveErrorKind, SetErrorKind};

/// How to fix a validation finding; `text` is the part of the input it
/// points at.
pub(crate) fn diagnostic(kind: DiagnosticKind, text: &str) -> String {
    let hint = match kind {
        DiagnosticKind::MissingScheme => " (`--base`)".into(),
        DiagnosticKind::Syntax(k) => syntax_hint(k),
        DiagnosticKind::Resolve(k) => resolve_hint(k),
        _ => String::new(),
    };
    kind.help(text) + &hint
}

/// How to fix a parse failure.
pub(crate) fn parse(kind: ParseErrorKind) -> String {
    let hint = match kind {
        ParseErrorKind::Syntax(k) => syntax_hint(k),
        ParseErrorKind::Resolve(k) => resolve_hint(k),
        ParseErrorKind::InvalidBase => " (given with `--base`)".into(),
        _ => String::new(),
    };
    kind.help() + &hint
}

/// How to get a setter's value used.
pub(crate) fn set(kind: SetErrorKind) -> String {
    let hint = match kind {
        SetErrorKind::Syntax(k) => syntax_hint(k),
        SetErrorKind::Resolve(k) => resolve_hint(k),
        _ => String::new(),
    };
    kind.help() + &hint
}

/// How to fix a grammar error.
pub(crate) fn syntax(kind: grammar::ErrorKind) -> String {
    kind.help() + &syntax_hint(kind)
}

/// How to fix a resolution.
pub(crate) fn resolve(kind: ResolveErrorKind) -> String {
    kind.help() + &resolve_hint(kind)
}

/// The subcommand that shows what the grammar reads, after the library's
/// help of a grammar error (which ends a resolution's help too).
fn syntax_hint(kind: grammar::ErrorKind) -> String {
    match kind {
        grammar::ErrorKind::Expected(rule) => format!(
            ": try this part with `specurl tokens --rule {}`",
            rule.name()
        ),
        grammar::ErrorKind::Nom(_) => ": `specurl tokens --help`".into(),
        _ => String::new(),
    }
}

/// The option that gives a base, after the library's help of a
/// resolution.
fn resolve_hint(kind: ResolveErrorKind) -> String {
    match kind {
        ResolveErrorKind::NoScheme => " with `--base`".into(),
        ResolveErrorKind::InvalidAuthority(k) => syntax_hint(k),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use specurl::grammar::Rule;
    use specurl::host::HostErrorKind;
    use specurl::pct_enc::{Column, Status};

    #[test]
    fn the_ids_printed_are_the_librarys() {
        assert_eq!(DiagnosticKind::PctInvalid.id(), "pct-invalid");
        assert_eq!(
            ParseErrorKind::Syntax(grammar::ErrorKind::PortOutOfRange).id(),
            "syntax.port-out-of-range"
        );
        assert_eq!(
            DiagnosticKind::Host(HostErrorKind::ForbiddenCodePoint(' ')).id(),
            "host.forbidden-code-point"
        );
        let k = DiagnosticKind::InvalidCharacter {
            column: Column::Segment,
            status: Status::Fixed,
            char: ' ',
        };
        assert_eq!(k.id(), "invalid-character");
        assert_eq!(ParseErrorKind::InvalidBase.id(), "invalid-base");
        assert_eq!(
            grammar::ErrorKind::Expected(Rule::Ip4Address).id(),
            "expected.ip4-address"
        );
    }

    #[test]
    fn the_command_line_adds_its_options_and_subcommands() {
        let expected = grammar::ErrorKind::Expected(Rule::Port);
        assert_eq!(
            syntax(expected),
            "a `port` is expected here: try this part with `specurl tokens --rule port`"
        );
        let nested = ResolveErrorKind::InvalidAuthority(expected);
        assert!(resolve(nested).ends_with("`specurl tokens --rule port`"));
        assert_eq!(
            parse(ParseErrorKind::Resolve(ResolveErrorKind::NoScheme)),
            "give the reference a scheme (`https:`), or give a base URL with `--base`"
        );
        assert_eq!(
            parse(ParseErrorKind::InvalidBase),
            "fix the base URL (given with `--base`)"
        );
        assert_eq!(
            diagnostic(DiagnosticKind::MissingScheme, "x"),
            "give the URL a scheme, or validate it against a base (`--base`)"
        );
        let k = DiagnosticKind::InvalidCharacter {
            column: Column::Segment,
            status: Status::Fixed,
            char: ' ',
        };
        assert_eq!(diagnostic(k, " "), k.help(" "));
    }
}
