use super::*;
use crate::grammar::{authority, url, Mode};

/// An authority token becomes its components as written: the host not
/// yet processed, an empty port kept apart from an absent one.
#[test]
fn authority_from_tokens_keeps_each_component_as_written() {
    let (_, tokens) = authority(Mode::Web, "u:p@EXAMPLE.com:/x".into()).unwrap();
    let a = Authority::from_tokens(&tokens);
    assert_eq!(a.host(), &Host::Opaque("EXAMPLE.com".into()));
    assert_eq!(a.port(), Some(Port::Empty));
    assert_eq!(a.userinfo().map(Userinfo::username), Some("u"));
    assert_eq!(a.to_string(), "u:p@EXAMPLE.com:");
}

/// A URL's tokens become its components as written: the scheme's case,
/// percent-encodings and dotted segments all kept.
#[test]
fn url_ref_from_tokens_keeps_each_component_as_written() {
    let (_, tokens) = url(Mode::Web, "HTTP://h/%7e\\./x".into()).unwrap();
    let u = UrlRef::from_tokens(&tokens);
    assert_eq!(u.scheme(), Some("HTTP"));
    assert_eq!(u.dirs().collect::<Vec<_>>(), ["%7e", "."]);
    assert_eq!(u.file(), Some("x"));
    assert_eq!(u.to_string(), "HTTP://h/%7e/./x");
}
