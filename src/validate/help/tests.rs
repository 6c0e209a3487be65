use super::*;
use crate::host::HostErrorKind;
use crate::resolve::ResolveErrorKind;
use crate::validate::{validate, Ip4Issue, Ip6Issue, Strictness};
use crate::validate_with_base;

#[test]
fn a_character_is_encoded_as_utf8() {
    assert_eq!(pct_encode('é'), "%C3%A9");
    let k = DiagnosticKind::InvalidCharacter {
        column: Column::Segment,
        status: Status::Fixed,
        char: ' ',
    };
    assert!(k.help(" ").contains("`%20`"));
}

#[test]
fn a_loose_ip4_address_is_written_strictly_when_it_is_one() {
    assert_eq!(loose_ip4("0x7f.1"), "write it as `127.0.0.1`");
    assert!(loose_ip4("1.2.3.4.5").contains("four decimal numbers"));
    assert!(DiagnosticKind::Ip4(Ip4Issue::EmptyPart)
        .help("")
        .contains("four decimal numbers"));
}

#[test]
fn wrapped_kinds_give_the_inner_help() {
    let host = HostErrorKind::ForbiddenCodePoint('<');
    assert_eq!(DiagnosticKind::Host(host).help("<"), host.help());
    let port = grammar::ErrorKind::PortOutOfRange;
    assert_eq!(DiagnosticKind::Syntax(port).help("99999"), port.help());
    let resolve = ResolveErrorKind::FilePort;
    assert_eq!(DiagnosticKind::Resolve(resolve).help(""), resolve.help());
    assert!(!DiagnosticKind::Ip6(Ip6Issue::TooFewPieces)
        .help("")
        .is_empty());
}

#[test]
fn every_diagnostic_of_bad_inputs_has_a_help() {
    let inputs = [
        " http://u:p@h/a b%zz\\c|d ",
        "http://h:99999/",
        "http://h:8x/",
        "http://0x7f.1./",
        "http://[1::2::3]/",
        "http://[::01]/",
        "http://a<b/",
        "http://ex%41mple.com/",
        "http:example.com",
        "http:///x",
        "file://C:/x",
        "file://u@h:8/x",
        "file:C:/x",
        "http://xn--a.com/",
        "http://[::1/",
        "http://1.2.3.256/",
        "x",
    ];
    let mut seen = 0;
    for input in inputs {
        for strictness in [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg] {
            for mode in [Mode::Generic, Mode::Web, Mode::File] {
                for d in validate(input, mode, strictness).diagnostics() {
                    let help = d.help(input);
                    assert!(!help.is_empty(), "{input:?}: {d:?}");
                    assert!(!help.contains("--"), "{input:?}: {help}");
                    seen += 1;
                }
            }
        }
    }
    for d in validate_with_base("y", None, Strictness::Whatwg).diagnostics() {
        assert!(!d.help("y").is_empty());
        seen += 1;
    }
    assert!(seen > 50, "only {seen} diagnostics");
}

#[test]
fn a_span_outside_the_input_finds_nothing() {
    let v = validate("http://0x7f.1/", Mode::Web, Strictness::Strict);
    let d = &v.diagnostics()[0];
    assert!(!d.help("").is_empty());
}
