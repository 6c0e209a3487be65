use super::*;

fn kind(opaque: &str) -> HostErrorKind {
    process(opaque).unwrap_err().kind
}

#[test]
fn common_case_borrows() {
    assert!(matches!(
        process("example.com"),
        Ok(Host::Domain(Cow::Borrowed("example.com")))
    ));
}

#[test]
fn phases_fail_in_order() {
    assert_eq!(kind("%C2%AD"), HostErrorKind::EmptyHost);
    assert_eq!(kind("%FF"), HostErrorKind::DomainToAscii);
    assert_eq!(kind("a%2Fb"), HostErrorKind::ForbiddenCodePoint('/'));
    assert_eq!(kind("a%"), HostErrorKind::ForbiddenCodePoint('%'));
    assert_eq!(kind("1.2.3.4.5"), HostErrorKind::InvalidIp4);
    assert_eq!(kind("0x100000000"), HostErrorKind::Ip4OutOfRange);
}

#[test]
fn ip4_after_domain_to_ascii() {
    // Full-width digits and dot map to ASCII first.
    assert_eq!(
        process("０Ｘｃ０．０２５０．０１").unwrap(),
        Host::Ipv4(core::net::Ipv4Addr::new(192, 168, 0, 1))
    );
    assert_eq!(
        process("1.2.3.4.com").unwrap(),
        Host::Domain("1.2.3.4.com".into())
    );
}

#[test]
fn ranges_point_into_the_opaque_host() {
    let at = |opaque| process(opaque).unwrap_err().span.map(|s| s.range());
    assert_eq!(at("ab%2fc"), Some(2..5));
    assert_eq!(at("AB%2Fc"), Some(2..5));
    assert_eq!(at("1.2.3.4.5"), Some(8..9));
    assert_eq!(at("%31.2.3.4.%35"), Some(10..13));
    assert_eq!(at("1.%32%35%36.3"), Some(2..11));
    assert_eq!(at("ａ%2F"), None);
    assert_eq!(at("%FF"), None);
}

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(256))]

    #[test]
    fn total_and_well_formed(opaque in "\\PC{0,12}|[\\x00-\\x7F]{0,12}|[0-9a-fA-FxX.%]{0,16}") {
        match process(&opaque) {
            Ok(Host::Domain(d)) => {
                proptest::prop_assert!(!d.is_empty() && d.is_ascii());
                proptest::prop_assert!(!d.bytes().any(|b| b.is_ascii_uppercase()));
                proptest::prop_assert!(domain::find_forbidden(&d).is_none());
                proptest::prop_assert!(!ends_in_a_number(&d));
            }
            Ok(Host::Ipv4(_)) => {}
            Ok(other) => proptest::prop_assert!(false, "{other:?}"),
            Err(HostError { span: Some(s), .. }) => {
                proptest::prop_assert!(opaque.get(s.range()).is_some());
            }
            Err(_) => {}
        }
    }
}
