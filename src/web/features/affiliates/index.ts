// The affiliates feature's public face. The router loads its page by path; other features need
// nothing from it (an affiliate link is kept by the server's cookie, read at registration).
export {};
