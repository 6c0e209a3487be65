use super::*;

#[test]
fn decoding_borrows_when_there_is_nothing_to_decode() {
    assert!(matches!(percent_decode("a%zz").text, Cow::Borrowed("a%zz")));
    assert_eq!(percent_decode("a%41%").text, "aA%");
}

#[test]
fn invalid_utf8_becomes_replacement_character() {
    let d = percent_decode("a%FFb");
    assert_eq!(d.text, "a\u{FFFD}b");
    assert!(d.lossy);
}

#[test]
fn encoded_range_follows_percent_triples() {
    let opaque = "a%41%zz%42";
    // decoded: a A % z z B
    assert_eq!(encoded_range(opaque, 0..1), 0..1);
    assert_eq!(encoded_range(opaque, 1..2), 1..4);
    assert_eq!(encoded_range(opaque, 2..3), 4..5);
    assert_eq!(encoded_range(opaque, 5..6), 7..10);
    assert_eq!(encoded_range(opaque, 1..6), 1..10);
    assert_eq!(encoded_range(opaque, 6..6), 10..10);
}

#[test]
fn trace_gives_up_after_a_mapping() {
    let d = percent_decode("％00");
    assert_eq!(trace("％00", &d, "%00", 0..1), None);
    let d = percent_decode("A%25");
    assert_eq!(trace("A%25", &d, "a%", 1..2), Some(1..4));
}
