//! Every identifier of an error or diagnostic kind, spelled out.
//!
//! An identifier is what a Python user reads as `URLError.kind`, what the
//! command-line tool prints and what a caller keys a metric or a
//! translation on, so it must not change with the code: each case here
//! constructs one variant and states its identifier as a string. A renamed
//! variant whose identifier stays passes; a changed identifier fails. The
//! identifiers of one kind are distinct, or two failures would read as
//! one. A nested kind (`Syntax(..)`, `Host(..)`) is its own identifier, a
//! dot, and its inner kind's, for every inner kind listed here.

use std::collections::HashSet;
use std::fmt::Debug;

use nom::error::ErrorKind as NomKind;
use specurl::grammar::{ErrorKind, Rule};
use specurl::host::HostErrorKind;
use specurl::pct_enc::{Column, Status};
use specurl::validate::{DiagnosticKind, Ip4Issue, Ip6Issue};
use specurl::{FilePathErrorKind, ParseErrorKind, ResolveErrorKind, SetErrorKind};

/// Checks each case's identifier, and that no two cases share one.
fn check<K: Debug>(what: &str, cases: &[(K, &str)], id: impl Fn(&K) -> String) {
    let mut seen = HashSet::new();
    for (kind, want) in cases {
        assert_eq!(id(kind), *want, "the identifier of {what} {kind:?}");
        assert!(seen.insert(*want), "two {what} share the identifier {want}");
    }
}

/// Checks that `outer(inner)` is `prefix.` and the inner identifier, for
/// every inner case.
fn check_nested<I: Copy + Debug, O: Debug>(
    prefix: &str,
    inner: &[(I, &str)],
    outer: impl Fn(I) -> O,
    id: impl Fn(&O) -> String,
) {
    for (kind, inner_id) in inner {
        let nested = outer(*kind);
        assert_eq!(id(&nested), format!("{prefix}.{inner_id}"), "{nested:?}");
    }
}

fn host_kinds() -> Vec<(HostErrorKind, &'static str)> {
    vec![
        (HostErrorKind::EmptyHost, "empty-host"),
        (HostErrorKind::DomainToAscii, "domain-to-ascii"),
        (
            HostErrorKind::ForbiddenCodePoint('<'),
            "forbidden-code-point",
        ),
        (HostErrorKind::InvalidIp4, "invalid-ip4"),
        (HostErrorKind::Ip4OutOfRange, "ip4-out-of-range"),
    ]
}

fn rules() -> Vec<(Rule, &'static str)> {
    vec![
        (Rule::Url, "url"),
        (Rule::Scheme, "scheme"),
        (Rule::AuthPath, "auth-path"),
        (Rule::AuthDrive, "auth-drive"),
        (Rule::AuthDriveInvalid, "auth-drive-invalid"),
        (Rule::AuthorityEmpty, "authority-empty"),
        (Rule::Authority, "authority"),
        (Rule::Userinfo, "userinfo"),
        (Rule::Username, "username"),
        (Rule::Password, "password"),
        (Rule::Host, "host"),
        (Rule::OpaqueHost, "opaque-host"),
        (Rule::Port, "port"),
        (Rule::Path, "path"),
        (Rule::PathRoot, "path-root"),
        (Rule::PathRel, "path-rel"),
        (Rule::Dir, "dir"),
        (Rule::File, "file"),
        (Rule::Drive, "drive"),
        (Rule::Query, "query"),
        (Rule::Fragment, "fragment"),
        (Rule::Pct, "pct"),
        (Rule::PctEncodedByte, "pct-encoded-byte"),
        (Rule::PctEncodedBytes, "pct-encoded-bytes"),
        (Rule::PctInvalid, "pct-invalid"),
        (Rule::Uncoded, "uncoded"),
        (Rule::PctEncodedString, "pct-encoded-string"),
        (Rule::PctEncodedStringLenient, "pct-encoded-string-lenient"),
        (Rule::Ip4Address, "ip4-address"),
        (Rule::Ip4Number, "ip4-number"),
        (Rule::Ip4AddressStrict, "ip4-address-strict"),
        (Rule::DecOctet, "dec-octet"),
        (Rule::Ip6Address, "ip6-address"),
        (Rule::Ip6AddressStrict, "ip6-address-strict"),
        (Rule::H16, "h16"),
        (Rule::Ls32, "ls32"),
    ]
}

fn nom_kinds() -> Vec<(NomKind, &'static str)> {
    vec![
        (NomKind::Tag, "tag"),
        (NomKind::MapRes, "map-res"),
        (NomKind::MapOpt, "map-opt"),
        (NomKind::Alt, "alt"),
        (NomKind::IsNot, "is-not"),
        (NomKind::IsA, "is-a"),
        (NomKind::SeparatedList, "separated-list"),
        (NomKind::SeparatedNonEmptyList, "separated-non-empty-list"),
        (NomKind::Many0, "many0"),
        (NomKind::Many1, "many1"),
        (NomKind::ManyTill, "many-till"),
        (NomKind::Count, "count"),
        (NomKind::TakeUntil, "take-until"),
        (NomKind::LengthValue, "length-value"),
        (NomKind::TagClosure, "tag-closure"),
        (NomKind::Alpha, "alpha"),
        (NomKind::Digit, "digit"),
        (NomKind::HexDigit, "hex-digit"),
        (NomKind::OctDigit, "oct-digit"),
        (NomKind::BinDigit, "bin-digit"),
        (NomKind::AlphaNumeric, "alpha-numeric"),
        (NomKind::Space, "space"),
        (NomKind::MultiSpace, "multi-space"),
        (NomKind::LengthValueFn, "length-value-fn"),
        (NomKind::Eof, "eof"),
        (NomKind::Switch, "switch"),
        (NomKind::TagBits, "tag-bits"),
        (NomKind::OneOf, "one-of"),
        (NomKind::NoneOf, "none-of"),
        (NomKind::Char, "char"),
        (NomKind::CrLf, "cr-lf"),
        (NomKind::RegexpMatch, "regexp-match"),
        (NomKind::RegexpMatches, "regexp-matches"),
        (NomKind::RegexpFind, "regexp-find"),
        (NomKind::RegexpCapture, "regexp-capture"),
        (NomKind::RegexpCaptures, "regexp-captures"),
        (NomKind::TakeWhile1, "take-while1"),
        (NomKind::Complete, "complete"),
        (NomKind::Fix, "fix"),
        (NomKind::Escaped, "escaped"),
        (NomKind::EscapedTransform, "escaped-transform"),
        (NomKind::NonEmpty, "non-empty"),
        (NomKind::ManyMN, "many-m-n"),
        (NomKind::Not, "not"),
        (NomKind::Permutation, "permutation"),
        (NomKind::Verify, "verify"),
        (NomKind::TakeTill1, "take-till1"),
        (NomKind::TakeWhileMN, "take-while-m-n"),
        (NomKind::TooLarge, "too-large"),
        (NomKind::Many0Count, "many0-count"),
        (NomKind::Many1Count, "many1-count"),
        (NomKind::Float, "float"),
        (NomKind::Satisfy, "satisfy"),
        (NomKind::Fail, "fail"),
        (NomKind::Many, "many"),
        (NomKind::Fold, "fold"),
        (NomKind::Precedence, "precedence"),
    ]
}

/// The grammar's kinds: one case per variant, and each production and nom
/// kind under `Expected` and `Nom`.
fn grammar_kinds() -> Vec<(ErrorKind, String)> {
    let mut cases: Vec<(ErrorKind, String)> = [
        (
            ErrorKind::InvalidCharacter {
                column: Column::OpaqueHost,
                status: Status::Rejected,
            },
            "invalid-character",
        ),
        (ErrorKind::MissingHost, "missing-host"),
        (ErrorKind::InvalidPort, "invalid-port"),
        (ErrorKind::PortOutOfRange, "port-out-of-range"),
        (ErrorKind::UnclosedIp6, "unclosed-ip6"),
        (ErrorKind::AfterHost, "after-host"),
        (ErrorKind::InvalidIp6, "invalid-ip6"),
        (ErrorKind::Ip4OutOfRange, "ip4-out-of-range"),
    ]
    .into_iter()
    .map(|(k, id)| (k, id.to_string()))
    .collect();
    for (rule, id) in rules() {
        cases.push((ErrorKind::Expected(rule), format!("expected.{id}")));
    }
    for (nom, id) in nom_kinds() {
        cases.push((ErrorKind::Nom(nom), format!("nom.{id}")));
    }
    cases
}

fn resolve_kinds() -> Vec<(ResolveErrorKind, &'static str)> {
    vec![
        (ResolveErrorKind::NoScheme, "no-scheme"),
        (ResolveErrorKind::CannotBeABase, "cannot-be-a-base"),
        (ResolveErrorKind::FileUserinfo, "file-userinfo"),
        (ResolveErrorKind::FilePort, "file-port"),
        (ResolveErrorKind::MissingHost, "missing-host"),
        (
            ResolveErrorKind::InvalidAuthority(ErrorKind::InvalidPort),
            "invalid-authority.invalid-port",
        ),
        (
            ResolveErrorKind::Host(HostErrorKind::EmptyHost),
            "host.empty-host",
        ),
    ]
}

fn parse_kinds() -> Vec<(ParseErrorKind, &'static str)> {
    vec![
        (
            ParseErrorKind::Syntax(ErrorKind::PortOutOfRange),
            "syntax.port-out-of-range",
        ),
        (
            ParseErrorKind::Host(HostErrorKind::ForbiddenCodePoint('<')),
            "host.forbidden-code-point",
        ),
        (
            ParseErrorKind::Resolve(ResolveErrorKind::MissingHost),
            "resolve.missing-host",
        ),
        (ParseErrorKind::InvalidBase, "invalid-base"),
        (ParseErrorKind::TooLong, "too-long"),
    ]
}

fn ip4_issues() -> Vec<(Ip4Issue, &'static str)> {
    vec![
        (Ip4Issue::NonAsciiInput, "non-ascii-input"),
        (Ip4Issue::EmptyPart, "empty-part"),
        (Ip4Issue::TooManyParts, "too-many-parts"),
        (Ip4Issue::TooFewParts, "too-few-parts"),
        (Ip4Issue::NonNumericPart, "non-numeric-part"),
        (Ip4Issue::NonDecimalPart, "non-decimal-part"),
        (Ip4Issue::OutOfRangePart, "out-of-range-part"),
    ]
}

fn ip6_issues() -> Vec<(Ip6Issue, &'static str)> {
    vec![
        (Ip6Issue::InvalidCompression, "invalid-compression"),
        (Ip6Issue::TooManyPieces, "too-many-pieces"),
        (Ip6Issue::MultipleCompression, "multiple-compression"),
        (Ip6Issue::InvalidCodePoint, "invalid-code-point"),
        (Ip6Issue::TooFewPieces, "too-few-pieces"),
        (Ip6Issue::Ip4InvalidCodePoint, "ip4-invalid-code-point"),
        (Ip6Issue::Ip4TooManyPieces, "ip4-too-many-pieces"),
        (Ip6Issue::Ip4OutOfRangePart, "ip4-out-of-range-part"),
        (Ip6Issue::Ip4TooFewParts, "ip4-too-few-parts"),
    ]
}

#[test]
fn host_error_kinds() {
    check("host error kinds", &host_kinds(), HostErrorKind::id);
}

#[test]
fn grammar_error_kinds() {
    let cases = grammar_kinds();
    let cases: Vec<(ErrorKind, &str)> = cases.iter().map(|(k, id)| (*k, id.as_str())).collect();
    check("grammar error kinds", &cases, ErrorKind::id);
    // Every production is listed above, so an `Expected` of a new one fails
    // here until it is.
    assert_eq!(rules().len(), Rule::ALL.len());
}

#[test]
fn resolve_error_kinds() {
    check(
        "resolve error kinds",
        &resolve_kinds(),
        ResolveErrorKind::id,
    );
    let grammar = grammar_kinds();
    let grammar: Vec<(ErrorKind, &str)> = grammar.iter().map(|(k, id)| (*k, id.as_str())).collect();
    check_nested(
        "invalid-authority",
        &grammar,
        ResolveErrorKind::InvalidAuthority,
        ResolveErrorKind::id,
    );
    check_nested(
        "host",
        &host_kinds(),
        ResolveErrorKind::Host,
        ResolveErrorKind::id,
    );
}

#[test]
fn parse_error_kinds() {
    check("parse error kinds", &parse_kinds(), ParseErrorKind::id);
    let grammar = grammar_kinds();
    let grammar: Vec<(ErrorKind, &str)> = grammar.iter().map(|(k, id)| (*k, id.as_str())).collect();
    check_nested(
        "syntax",
        &grammar,
        ParseErrorKind::Syntax,
        ParseErrorKind::id,
    );
    check_nested(
        "host",
        &host_kinds(),
        ParseErrorKind::Host,
        ParseErrorKind::id,
    );
    check_nested(
        "resolve",
        &resolve_kinds(),
        ParseErrorKind::Resolve,
        ParseErrorKind::id,
    );
}

#[test]
fn set_error_kinds() {
    let cases = [
        (
            SetErrorKind::CannotHaveUserinfoOrPort,
            "cannot-have-userinfo-or-port",
        ),
        (SetErrorKind::OpaquePath, "opaque-path"),
        (SetErrorKind::SpecialMismatch, "special-mismatch"),
        (
            SetErrorKind::FileWithUserinfoOrPort,
            "file-with-userinfo-or-port",
        ),
        (SetErrorKind::FileWithEmptyHost, "file-with-empty-host"),
        (
            SetErrorKind::Syntax(ErrorKind::Expected(Rule::Port)),
            "syntax.expected.port",
        ),
        (
            SetErrorKind::Host(HostErrorKind::InvalidIp4),
            "host.invalid-ip4",
        ),
        (SetErrorKind::MissingHost, "missing-host"),
        (SetErrorKind::PortInHostname, "port-in-hostname"),
        (SetErrorKind::Trailing, "trailing"),
        (
            SetErrorKind::Resolve(ResolveErrorKind::FilePort),
            "resolve.file-port",
        ),
        (
            SetErrorKind::Href(ParseErrorKind::InvalidBase),
            "href.invalid-base",
        ),
        (SetErrorKind::TooLong, "too-long"),
    ];
    check("setter error kinds", &cases, SetErrorKind::id);
    let grammar = grammar_kinds();
    let grammar: Vec<(ErrorKind, &str)> = grammar.iter().map(|(k, id)| (*k, id.as_str())).collect();
    check_nested("syntax", &grammar, SetErrorKind::Syntax, SetErrorKind::id);
    check_nested("host", &host_kinds(), SetErrorKind::Host, SetErrorKind::id);
    check_nested(
        "resolve",
        &resolve_kinds(),
        SetErrorKind::Resolve,
        SetErrorKind::id,
    );
    check_nested("href", &parse_kinds(), SetErrorKind::Href, SetErrorKind::id);
}

#[test]
fn file_path_error_kinds() {
    let cases = [
        (FilePathErrorKind::NotAbsolute, "not-absolute"),
        (FilePathErrorKind::UnsupportedPrefix, "unsupported-prefix"),
        (FilePathErrorKind::MissingServer, "missing-server"),
        (FilePathErrorKind::MissingShare, "missing-share"),
        (
            FilePathErrorKind::InvalidServer(HostErrorKind::DomainToAscii),
            "invalid-server.domain-to-ascii",
        ),
        (FilePathErrorKind::LocalServer, "local-server"),
        (FilePathErrorKind::NulCharacter, "nul-character"),
        (FilePathErrorKind::NotFile, "not-file"),
        (FilePathErrorKind::RemoteHost, "remote-host"),
        (FilePathErrorKind::Ip6Server, "ip6-server"),
        (FilePathErrorKind::NoDrive, "no-drive"),
        (
            FilePathErrorKind::SeparatorInSegment,
            "separator-in-segment",
        ),
        (FilePathErrorKind::NotUtf8, "not-utf8"),
        (FilePathErrorKind::TooLong, "too-long"),
    ];
    check("file path error kinds", &cases, FilePathErrorKind::id);
    check_nested(
        "invalid-server",
        &host_kinds(),
        FilePathErrorKind::InvalidServer,
        FilePathErrorKind::id,
    );
}

#[test]
fn diagnostic_kinds() {
    let cases = [
        (DiagnosticKind::Whitespace, "whitespace"),
        (DiagnosticKind::PctInvalid, "pct-invalid"),
        (DiagnosticKind::AuthDriveInvalid, "auth-drive-invalid"),
        (DiagnosticKind::Backslash, "backslash"),
        (
            DiagnosticKind::InvalidCharacter {
                column: Column::Query,
                status: Status::Fixed,
                char: ' ',
            },
            "invalid-character",
        ),
        (DiagnosticKind::Userinfo, "userinfo"),
        (
            DiagnosticKind::Syntax(ErrorKind::UnclosedIp6),
            "syntax.unclosed-ip6",
        ),
        (
            DiagnosticKind::Host(HostErrorKind::ForbiddenCodePoint(' ')),
            "host.forbidden-code-point",
        ),
        (DiagnosticKind::LooseIp4, "loose-ip4"),
        (
            DiagnosticKind::Resolve(ResolveErrorKind::NoScheme),
            "resolve.no-scheme",
        ),
        (DiagnosticKind::Forced, "forced"),
        (DiagnosticKind::InvalidUrlUnit('|'), "invalid-url-unit"),
        (
            DiagnosticKind::DomainToAsciiStrict,
            "domain-to-ascii-strict",
        ),
        (
            DiagnosticKind::DomainPercentEncoded { ascii: true },
            "domain-percent-encoded",
        ),
        (
            DiagnosticKind::Ip6PieceLeadingZero,
            "ip6-piece-leading-zero",
        ),
        (DiagnosticKind::Ip4(Ip4Issue::EmptyPart), "ip4.empty-part"),
        (
            DiagnosticKind::Ip6(Ip6Issue::TooFewPieces),
            "ip6.too-few-pieces",
        ),
        (DiagnosticKind::MissingSolidus, "missing-solidus"),
        (
            DiagnosticKind::WindowsDriveLetter { host: true },
            "windows-drive-letter",
        ),
        (DiagnosticKind::MissingScheme, "missing-scheme"),
    ];
    check("diagnostic kinds", &cases, DiagnosticKind::id);
    // A payload that is not a kind is not part of the identifier.
    let payloads = [
        DiagnosticKind::InvalidCharacter {
            column: Column::Username,
            status: Status::Rejected,
            char: '@',
        },
        DiagnosticKind::InvalidUrlUnit('^'),
        DiagnosticKind::DomainPercentEncoded { ascii: false },
        DiagnosticKind::WindowsDriveLetter { host: false },
    ];
    for k in payloads {
        assert!(cases.iter().any(|(_, id)| *id == k.id()), "{k:?}");
    }
    let grammar = grammar_kinds();
    let grammar: Vec<(ErrorKind, &str)> = grammar.iter().map(|(k, id)| (*k, id.as_str())).collect();
    check_nested(
        "syntax",
        &grammar,
        DiagnosticKind::Syntax,
        DiagnosticKind::id,
    );
    check_nested(
        "host",
        &host_kinds(),
        DiagnosticKind::Host,
        DiagnosticKind::id,
    );
    check_nested(
        "resolve",
        &resolve_kinds(),
        DiagnosticKind::Resolve,
        DiagnosticKind::id,
    );
    check_nested(
        "ip4",
        &ip4_issues(),
        DiagnosticKind::Ip4,
        DiagnosticKind::id,
    );
    check_nested(
        "ip6",
        &ip6_issues(),
        DiagnosticKind::Ip6,
        DiagnosticKind::id,
    );
    let issues: HashSet<_> = ip4_issues().into_iter().map(|(_, id)| id).collect();
    assert_eq!(
        issues.len(),
        ip4_issues().len(),
        "two IPv4 issues share an identifier"
    );
    let issues: HashSet<_> = ip6_issues().into_iter().map(|(_, id)| id).collect();
    assert_eq!(
        issues.len(),
        ip6_issues().len(),
        "two IPv6 issues share an identifier"
    );
}

#[cfg(feature = "pattern")]
#[test]
fn url_pattern_error_kinds() {
    use specurl::url_pattern::UrlPatternErrorKind as K;
    let cases = [
        (K::TrailingBackslash, "trailing-backslash"),
        (K::MissingName, "missing-name"),
        (K::NonAsciiRegExp, "non-ascii-reg-exp"),
        (
            K::RegExpStartsWithQuestionMark,
            "reg-exp-starts-with-question-mark",
        ),
        (K::CapturingGroupInRegExp, "capturing-group-in-reg-exp"),
        (K::UnbalancedRegExp, "unbalanced-reg-exp"),
        (K::EmptyRegExp, "empty-reg-exp"),
        (K::UnexpectedToken, "unexpected-token"),
        (K::DuplicateName, "duplicate-name"),
        (K::InvalidRegExp, "invalid-reg-exp"),
        (K::InvalidComponent, "invalid-component"),
        (K::MissingProtocol, "missing-protocol"),
        (K::BaseUrlWithInit, "base-url-with-init"),
        (K::InvalidBaseUrl, "invalid-base-url"),
        (K::UnknownComponent, "unknown-component"),
        (K::MissingGroup, "missing-group"),
        (K::CannotGenerate, "cannot-generate"),
        (K::InvalidGroupValue, "invalid-group-value"),
        (K::RegExpStepLimit, "reg-exp-step-limit"),
    ];
    check("URL pattern error kinds", &cases, K::id);
}
