use super::*;

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(512))]

    /// Reading `host [ : port ]` first changes nothing: whenever that
    /// reading succeeds, the reading by the extent gives the same
    /// tokens and rest; whenever it does not, the result is the
    /// general reading's, error included.
    #[test]
    fn the_common_reading_agrees_with_the_general_one(
        text in "[a-z0-9@:/?#\\\\\\[\\] %.<-]{0,14}"
    ) {
        for mode in Mode::ALL {
            let input = Span::new(&text);
            let both = authority_parser(mode).parse(input);
            let general = authority_general(mode).parse(input);
            proptest::prop_assert_eq!(both, general, "{:?} in {:?}", text, mode);
        }
    }
}

/// A host is plain when domain-to-ASCII would leave each of its bytes
/// as it is.
#[test]
fn a_plain_host_is_one_domain_to_ascii_leaves_alone() {
    let plain = |a: &str| authority(Mode::Web, Span::new(a)).unwrap().1.plain_host;
    assert!(plain("example.com:8080"));
    assert!(!plain("Example.com") && !plain("a%41"));
    assert!(!plain("[::1]") && !plain("h\u{e9}"));
    // No host: the empty authority of `sc:///x`.
    let (_, empty) = authority(Mode::Generic, Span::new("/x")).unwrap();
    assert!(empty.host.is_none() && !empty.plain_host);
}
