use super::*;

fn ip4(address: u32) -> String {
    let mut s = String::new();
    fmt_ip4(address, &mut s).unwrap();
    s
}

#[test]
fn prints_dotted_decimal() {
    assert_eq!(ip4(0), "0.0.0.0");
    assert_eq!(ip4(u32::MAX), "255.255.255.255");
    assert_eq!(ip4(0x7F00_0001), "127.0.0.1");
}

#[test]
fn ends_in_a_number_follows_whatwg() {
    for yes in ["0", "1.2", "a.1.", "x.0x", "x.0XfF", "09", "a..1"] {
        assert!(ends_in_a_number(yes), "{yes}");
    }
    for no in [
        "", ".", "..", "a", "1.a", "1..", "0x.g", "0xg", "1.2.3.4x", "x.0y",
    ] {
        assert!(!ends_in_a_number(no), "{no}");
    }
}

#[test]
fn parse_spans_the_whole_domain() {
    assert_eq!(parse("0x7f.1"), Ok(0x7F00_0001));
    assert_eq!(parse("1.2.3.4."), Ok(0x0102_0304));
    assert_eq!(parse("0x"), Ok(0));
    assert_eq!(parse("09"), Err((HostErrorKind::InvalidIp4, 1..2)));
    assert_eq!(parse("1.2.3.4.5"), Err((HostErrorKind::InvalidIp4, 8..9)));
    assert_eq!(parse("a.1"), Err((HostErrorKind::InvalidIp4, 0..3)));
    assert_eq!(parse("1..2"), Err((HostErrorKind::InvalidIp4, 2..4)));
    assert_eq!(parse("1.256.1"), Err((HostErrorKind::Ip4OutOfRange, 2..5)));
    assert_eq!(
        parse("4294967296"),
        Err((HostErrorKind::Ip4OutOfRange, 0..10))
    );
}

#[test]
fn parse_is_linear_and_total_on_long_numbers() {
    let long = "9".repeat(100_000);
    assert_eq!(
        parse(&long).map_err(|e| e.0),
        Err(HostErrorKind::Ip4OutOfRange)
    );
}
