use super::*;

fn ip6(pieces: [u16; 8]) -> String {
    let mut s = String::new();
    fmt_ip6(&pieces, &mut s).unwrap();
    s
}

#[test]
fn compresses_the_first_longest_run() {
    assert_eq!(ip6([0; 8]), "::");
    assert_eq!(ip6([0, 0, 0, 0, 0, 0, 0, 1]), "::1");
    assert_eq!(ip6([1, 0, 0, 0, 0, 0, 0, 0]), "1::");
    assert_eq!(ip6([0x2001, 0, 0, 0, 0, 0, 0, 1]), "2001::1");
    assert_eq!(ip6([1, 0, 0, 2, 0, 0, 0, 3]), "1:0:0:2::3");
    assert_eq!(ip6([1, 0, 0, 2, 0, 0, 3, 4]), "1::2:0:0:3:4");
    assert_eq!(ip6([0, 0, 1, 2, 3, 4, 0, 0]), "::1:2:3:4:0:0");
}

#[test]
fn leaves_a_single_zero_piece() {
    assert_eq!(ip6([1, 0, 2, 3, 4, 5, 6, 7]), "1:0:2:3:4:5:6:7");
    assert_eq!(ip6([0, 1, 2, 3, 4, 5, 6, 0]), "0:1:2:3:4:5:6:0");
}

#[test]
fn prints_lowercase_hex_without_leading_zeros() {
    assert_eq!(
        ip6([0xABCD, 0x0ef, 0xa, 1, 2, 3, 4, 0xFFFF]),
        "abcd:ef:a:1:2:3:4:ffff"
    );
}

#[test]
fn prints_no_dotted_ip4_tail() {
    assert_eq!(
        ip6([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]),
        "::ffff:102:304"
    );
    assert_eq!(ip6([0, 0, 0, 0, 0, 0, 0x7f00, 1]), "::7f00:1");
}
