use crate::grammar::{ErrorKind, Rule};
use crate::host::HostErrorKind;
use crate::model::{ParseErrorKind, ResolveErrorKind, SetErrorKind};
use crate::table::{Column, Status};

#[test]
fn a_wrapping_kind_gives_the_inner_kinds_help() {
    let port = ErrorKind::InvalidPort;
    assert_eq!(ParseErrorKind::Syntax(port).help(), port.help());
    let host = HostErrorKind::InvalidIp4;
    assert_eq!(ParseErrorKind::Host(host).help(), host.help());
    assert_eq!(ResolveErrorKind::Host(host).help(), host.help());
    let resolve = ResolveErrorKind::InvalidAuthority(port);
    assert_eq!(ParseErrorKind::Resolve(resolve).help(), resolve.help());
    assert_eq!(SetErrorKind::Syntax(port).help(), port.help());
    assert_eq!(SetErrorKind::Host(host).help(), host.help());
    assert_eq!(SetErrorKind::Resolve(resolve).help(), resolve.help());
    let parse = ParseErrorKind::Syntax(port);
    assert_eq!(SetErrorKind::Href(parse).help(), parse.help());
    assert!(resolve.help().ends_with(&port.help()));
}

#[test]
fn every_grammar_and_host_kind_has_a_help() {
    let grammar = [
        ErrorKind::Expected(Rule::Host),
        ErrorKind::InvalidCharacter {
            column: Column::OpaqueHost,
            status: Status::Rejected,
        },
        ErrorKind::InvalidCharacter {
            column: Column::Segment,
            status: Status::Tolerated,
        },
        ErrorKind::MissingHost,
        ErrorKind::InvalidPort,
        ErrorKind::PortOutOfRange,
        ErrorKind::UnclosedIp6,
        ErrorKind::AfterHost,
        ErrorKind::InvalidIp6,
        ErrorKind::Ip4OutOfRange,
        ErrorKind::Nom(nom::error::ErrorKind::Tag),
    ];
    for k in grammar {
        assert!(!k.help().is_empty(), "{k:?}");
    }
    let host = [
        HostErrorKind::EmptyHost,
        HostErrorKind::DomainToAscii,
        HostErrorKind::ForbiddenCodePoint(' '),
        HostErrorKind::InvalidIp4,
        HostErrorKind::Ip4OutOfRange,
    ];
    for k in host {
        assert!(!k.help().is_empty(), "{k:?}");
    }
    let invalid = ErrorKind::InvalidCharacter {
        column: Column::OpaqueHost,
        status: Status::Rejected,
    };
    assert!(invalid.help().contains("percent-encode it in the"));
}

#[test]
fn no_help_names_a_tool() {
    let kinds = [
        ParseErrorKind::InvalidBase,
        ParseErrorKind::TooLong,
        ParseErrorKind::Resolve(ResolveErrorKind::NoScheme),
        ParseErrorKind::Resolve(ResolveErrorKind::CannotBeABase),
        ParseErrorKind::Resolve(ResolveErrorKind::FileUserinfo),
        ParseErrorKind::Resolve(ResolveErrorKind::FilePort),
        ParseErrorKind::Resolve(ResolveErrorKind::MissingHost),
        ParseErrorKind::Syntax(ErrorKind::Expected(Rule::Port)),
        ParseErrorKind::Syntax(ErrorKind::Nom(nom::error::ErrorKind::Tag)),
    ];
    for k in kinds {
        let help = k.help();
        assert!(!help.is_empty(), "{k:?}");
        assert!(
            !help.contains("--") && !help.contains("specurl"),
            "{k:?}: {help}"
        );
    }
}
